// The quality program's store on both engines (issue #41): form versions frozen by use,
// drafts and submits, "needs attention", and a calibration's hidden answers.
import { afterAll, describe, expect, it } from "vitest";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import { calibrationDetail, createCalibration } from "./calibrations-store";
import { queryEvaluations } from "./evaluations-query";
import { saveEvaluation } from "./evaluations-store";
import { createForm, formVersions, updateForm } from "./forms-store";

const { engines, stop } = await storeEngines("quality-store");
afterAll(stop);

const q = (id: string, critical = false) => ({ id, text: id, kind: "yesno" as const, weight: 1, critical, commentOnNegative: false });
const INPUT = { name: "F", isDefault: true, definition: { threshold: 80, sections: [{ title: "S", weight: 1, questions: [q("a", true), q("b")] }] } };
const [lee, sue] = ["lee", "sue"].map((name) => ({ name, id: `name:${name}` })) as [{ name: string; id: string }, { name: string; id: string }];
const save = (reviewer: string, a: string, b: string, extra: Partial<Parameters<typeof saveEvaluation>[1]> = {}) => ({
  callId: "call-1",
  formId: "",
  reviewer,
  reviewerId: `name:${reviewer}`,
  agentName: "Ann",
  answers: { a: { value: a as "yes" }, b: { value: b as "yes" } },
  addTimeMs: 1000,
  submit: true,
  ...extra,
});

for (const engine of engines) {
  describe.skipIf(engine.skipped)(`the quality store ${engine.title}`, () => {
    it("keeps a used version, scores on submit, and lists a critical failure as needing attention", async () => {
      const store = await openTestStore(await engine.fresh());
      try {
        const form = await createForm(store.db, INPUT, "ada");
        const draft = await saveEvaluation(store.db, { ...save("lee", "no", "yes"), formId: form.id, submit: false });
        expect(draft).toMatchObject({ status: "draft", criticalFailed: true, needsAttention: false, formVersion: 1 });
        const done = await saveEvaluation(store.db, { ...save("lee", "no", "yes"), formId: form.id });
        expect(done).toMatchObject({ status: "submitted", score: 50, needsAttention: true, timeSpentMs: 2000 });
        expect((await updateForm(store.db, form.id, { ...INPUT, name: "F2" }, "ada")).version).toBe(2);
        expect(await formVersions(store.db, form.id)).toMatchObject([
          { version: 1, evaluations: 1 },
          { version: 2, evaluations: 0 },
        ]);
        const attention = await queryEvaluations(store.db, new URL("http://x/?needsAttention=yes"), "name:vic");
        expect(attention.evaluations.map((e) => [e.reviewer, e.formVersion])).toEqual([["lee", 1]]);
      } finally {
        await store.close();
      }
    });

    it("a calibration's answers stay hidden until all submitted, then align with the expert's", async () => {
      const store = await openTestStore(await engine.fresh());
      try {
        const form = await createForm(store.db, INPUT, "ada");
        const c = await createCalibration(store.db, { callId: "call-1", formId: form.id, reviewers: [lee, sue], expert: "sue" }, "ada");
        const calibration = { id: c.id, formVersion: 1 };
        await saveEvaluation(store.db, { ...save("sue", "yes", "yes"), formId: form.id, calibration });
        expect((await calibrationDetail(store.db, c.id, lee)).evaluations).toEqual([]);
        await saveEvaluation(store.db, { ...save("lee", "yes", "no"), formId: form.id, calibration });
        const detail = await calibrationDetail(store.db, c.id, { name: "vic", id: "name:vic" });
        expect(detail.alignment).toEqual({ lee: { agreement: 0.5, scoreDifference: -50 } });
        expect((await queryEvaluations(store.db, new URL("http://x/?callId=call-1"), "name:vic")).evaluations).toEqual([]);
      } finally {
        await store.close();
      }
    });
  });
}
