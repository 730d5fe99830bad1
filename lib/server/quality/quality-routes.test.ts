import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as assignmentRoute } from "@/app/api/assignments/[assignmentId]/route";
import { GET as assignmentsRoute } from "@/app/api/assignments/route";
import { GET as calibrationRoute } from "@/app/api/calibrations/[calibrationId]/route";
import { GET as calibrationsListRoute, POST as calibrationsRoute } from "@/app/api/calibrations/route";
import { POST as reopenRoute } from "@/app/api/evaluations/[evaluationId]/reopen/route";
import { GET as exportRoute } from "@/app/api/evaluations/export/route";
import { GET as evaluationsRoute, PUT as saveRoute } from "@/app/api/evaluations/route";
import { PUT as editRoute, GET as formRoute } from "@/app/api/forms/[formId]/route";
import { POST as createRoute, GET as formsRoute } from "@/app/api/forms/route";
import { POST as runsRoute } from "@/app/api/plans/[planId]/runs/route";
import { POST as plansRoute } from "@/app/api/plans/route";
import { callResultSchema } from "@/lib/call-results";
import type { Role } from "@/lib/roles";
import { routeTestEnv } from "@/test-support/route-env";
import { sessionCookieFor as cookieFor, answerOf as json, routeRequest as request } from "@/test-support/route-requests";
import { upsertCalls } from "../call-index/rows";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";
import { findUser, putUser, removeUser } from "../store/users";

const CALL = "call_demo_long";
const vic = cookieFor("vic", "viewer");
const lee = cookieFor("lee", "listener");
const ada = cookieFor("ada", "admin");

routeTestEnv({ name: "quality-routes", service: { DEMO_CALLS: "100" } });

/** A local user whose id is the one the test's cookie for that name carries. */
const addUser = async (name: string, role: Role) =>
  (await currentStore()).db
    .insertInto("dashboard_user")
    .values({ id: `test-${name}`, name, role, password_hash: "x" })
    .execute();
// The reviewers an admin names must be users of the store (sign-in is local here).
beforeEach(async () => {
  await addUser("lee", "listener");
  await addUser("ada", "admin");
});

const FORM = {
  name: "Support basics",
  isDefault: true,
  definition: {
    threshold: 80,
    sections: [
      {
        title: "Opening",
        weight: 1,
        questions: [
          { id: "greet", text: "Greeted the customer", kind: "yesno", weight: 1, critical: false, commentOnNegative: true },
          { id: "verify", text: "Verified identity", kind: "yesno", weight: 2, critical: true, commentOnNegative: false },
          { id: "tone", text: "Tone", kind: "scale", weight: 1 },
        ],
      },
    ],
  },
};

const create = (cookie: string, body: unknown) => createRoute(request("/api/forms", "POST", cookie, body)).then(json);
const p = (formId: string) => ({ params: Promise.resolve({ formId }) }) as never;
const edit = (cookie: string, id: string, body: unknown) => editRoute(request(`/api/forms/${id}`, "PUT", cookie, body), p(id)).then(json);
const save = (cookie: string, body: unknown) => saveRoute(request("/api/evaluations", "PUT", cookie, body)).then(json);
const list = (cookie: string, query: string) => evaluationsRoute(request(`/api/evaluations?${query}`, "GET", cookie)).then(json);

describe("forms", () => {
  it("an admin creates one; a viewer reads it; others may not write (403)", async () => {
    const made = await create(ada, FORM);
    expect(made.status).toBe(201);
    expect(made.body.form).toMatchObject({ name: "Support basics", version: 1, isDefault: true });
    expect((await create(lee, FORM)).status).toBe(403);
    expect((await create(vic, FORM)).status).toBe(403);
    expect((await edit(vic, made.body.form.id, FORM)).status).toBe(403);
    const read = await formsRoute(request("/api/forms", "GET", vic)).then(json);
    expect(read.body.forms.map((f: { name: string }) => f.name)).toEqual(["Support basics"]);
    const { entries } = await listAudit((await currentStore()).db, { action: "form", page: 1, pageSize: 10 });
    expect(entries.map((e) => e.outcome)).toContain("added");
  });

  it.each([
    [{ ...FORM, name: "" }, "name"],
    [{ ...FORM, definition: { sections: [] } }, "definition.sections"],
    [{ ...FORM, definition: { sections: [{ title: "S", weight: 1, questions: [{ id: "a", text: "x", kind: "choice", weight: 1 }] }] } }, "choices"],
    [{ ...FORM, definition: { sections: [{ title: "S", weight: 1, questions: [{ id: "a", text: "x", kind: "yesno", weight: 1e9 }] }] } }, "weight"],
  ])("refuses a bad form with a 400 naming it (%#)", async (body, param) => {
    const r = await create(ada, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toContain(param);
  });

  it("editing a used form makes version 2; the old evaluation keeps version 1", async () => {
    const { body } = await create(ada, FORM);
    const id = body.form.id as string;
    // Unused: edited in place.
    expect((await edit(ada, id, { ...FORM, name: "Support basics!" })).body.form.version).toBe(1);
    const answers = { greet: { value: "yes" }, verify: { value: "yes" }, tone: { value: 5 } };
    expect((await save(lee, { callId: CALL, formId: id, answers, submit: true })).status).toBe(200);
    const edited = await edit(ada, id, { ...FORM, definition: { ...FORM.definition, threshold: 90 } });
    expect(edited.body.form.version).toBe(2);
    const evaluations = (await list(vic, `callId=${CALL}`)).body.evaluations;
    expect(evaluations[0]).toMatchObject({ formVersion: 1, score: 100, status: "submitted" });
    const v1 = await formRoute(request(`/api/forms/${id}?version=1`, "GET", vic), p(id)).then(json);
    expect(v1.body.form.definition.threshold).toBe(80);
    expect(v1.body.versions.map((v: { version: number; evaluations: number }) => [v.version, v.evaluations])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
});

describe("evaluations", () => {
  it("a draft is saved and read back; submit makes it final; a critical no fails and needs attention", async () => {
    const id = (await create(ada, FORM)).body.form.id as string;
    const draft = await save(lee, { callId: CALL, formId: id, answers: { greet: { value: "yes" } }, addTimeMs: 4000 });
    expect(draft.body.evaluation).toMatchObject({ status: "draft", timeSpentMs: 4000 });
    const short = await save(lee, { callId: CALL, formId: id, answers: { greet: { value: "no" }, verify: { value: "no" }, tone: { value: 4 } }, submit: true });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain("comment");
    const done = await save(lee, {
      callId: CALL,
      formId: id,
      answers: { greet: { value: "yes" }, verify: { value: "no" }, tone: { value: 5 } },
      addTimeMs: 1000,
      submit: true,
    });
    expect(done.body.evaluation).toMatchObject({ status: "submitted", criticalFailed: true, needsAttention: true, timeSpentMs: 5000, score: 50 });
    expect((await save(lee, { callId: CALL, formId: id, answers: {} })).status).toBe(409);
    const attention = await list(vic, "needsAttention=yes");
    expect(attention.body.evaluations.map((e: { callId: string }) => e.callId)).toEqual([CALL]);
  });

  it("a viewer may read but not evaluate (403); an admin reopens with a reason, audited", async () => {
    const id = (await create(ada, FORM)).body.form.id as string;
    expect((await save(vic, { callId: CALL, formId: id, answers: {} })).status).toBe(403);
    const answers = { greet: { value: "yes" }, verify: { value: "yes" }, tone: { value: 3 } };
    const { body } = await save(lee, { callId: CALL, formId: id, answers, submit: true });
    const e = body.evaluation.id as string;
    const reopen = (cookie: string, reason: unknown) =>
      reopenRoute(request(`/api/evaluations/${e}/reopen`, "POST", cookie, { reason }), { params: Promise.resolve({ evaluationId: e }) } as never).then(json);
    expect((await reopen(lee, "mine")).status).toBe(403);
    expect((await reopen(ada, "")).status).toBe(400);
    const r = await reopen(ada, "scored the wrong call");
    expect(r.body.evaluation.status).toBe("draft");
    const { entries } = await listAudit((await currentStore()).db, { action: "evaluation", page: 1, pageSize: 10 });
    expect(entries[0]).toMatchObject({ user: "ada", outcome: "reopened", details: "scored the wrong call" });
  });

  it("refuses an answer the question does not take, an unknown question and an unknown call", async () => {
    const id = (await create(ada, FORM)).body.form.id as string;
    expect((await save(lee, { callId: CALL, formId: id, answers: { tone: { value: 6 } } })).body.error).toContain("answers.tone");
    expect((await save(lee, { callId: CALL, formId: id, answers: { nope: { value: "yes" } } })).status).toBe(400);
    expect((await save(lee, { callId: "call_nobody_knows", formId: id, answers: {} })).status).toBe(404);
  });
});

describe("the evaluations roll-up and its export (issue #41 §6)", () => {
  const dot = cookieFor("dot", "downloader");
  const csv = async (cookie: string, query: string) => {
    const r = await exportRoute(request(`/api/evaluations/export?${query}`, "GET", cookie));
    return { status: r.status, text: await r.text() };
  };

  it("filters by form, reviewer, critical failure, score and date, with the total; each bad parameter is named", async () => {
    const id = (await create(ada, FORM)).body.form.id as string;
    const other = (await create(ada, { ...FORM, name: "Sales", isDefault: false })).body.form.id as string;
    const answers = (verify: string, greet = "yes") => ({
      greet: { value: greet, ...(greet === "no" ? { comment: "no hello" } : {}) },
      verify: { value: verify },
      tone: { value: 5 },
    });
    await save(lee, { callId: CALL, formId: id, answers: answers("no", "no"), submit: true });
    await save(lee, { callId: "call_demo_no_audio", formId: id, answers: answers("yes"), submit: true });
    await save(cookieFor("sue", "listener"), { callId: CALL, formId: other, answers: answers("yes"), submit: true });
    const calls = async (query: string) => (await list(vic, query)).body;
    expect((await calls("")).total).toBe(3);
    expect((await calls(`formId=${id}`)).evaluations.map((e: { callId: string }) => e.callId).sort()).toEqual([CALL, "call_demo_no_audio"]);
    expect((await calls(`formId=${id}&critical=yes`)).evaluations.map((e: { callId: string }) => e.callId)).toEqual([CALL]);
    expect((await calls("reviewer=sue")).total).toBe(1);
    expect((await calls("minScore=90")).total).toBe(2);
    expect((await calls(`from=${new Date(Date.now() - 60_000).toISOString()}`)).total).toBe(3);
    expect((await calls("to=2020-01-01T00:00:00Z")).total).toBe(0);
    for (const [query, param] of [
      ["from=yesterday", "from"],
      ["to=2026-02-30T10:00:00Z", "to"],
      ["minScore=101", "minScore"],
      ["minScore=50&maxScore=10", "maxScore"],
      ["critical=no", "critical"],
    ]) {
      const r = await list(vic, query!);
      expect(r.status).toBe(400);
      expect(r.body.details[0].param).toBe(param);
    }

    // The export: a row per evaluation, a column per question (and its comment where any has one), in the zone asked.
    expect((await csv(lee, `formId=${id}`)).status).toBe(403);
    const file = await csv(dot, `formId=${id}&zone=America/New_York`);
    expect(file.status).toBe(200);
    const [header, ...rows] = file.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "callId,agentName,reviewer,form,formVersion,submittedAt,score,criticalFailure,needsAttention,timeSpentSeconds,Greeted the customer,Greeted the customer (comment),Verified identity,Tone,timeZone",
    );
    expect(rows).toHaveLength(2);
    const failed = rows.find((r) => r.startsWith(CALL))!.split(",");
    expect(failed.slice(2, 5)).toEqual(["lee", "Support basics", "1"]);
    expect(failed[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-0[45]:00$/);
    expect(failed.slice(7)).toEqual(["yes", "yes", "0", "No", "no hello", "No", "5", "America/New_York"]);
    // Two forms: each question's header names its form.
    const both = (await csv(dot, "")).text.split("\r\n")[0]!;
    expect(both).toContain("Support basics: Verified identity");
    expect(both).toContain("Sales: Verified identity");
    expect((await csv(dot, "zone=Mars/Base")).status).toBe(400);
    const { entries } = await listAudit((await currentStore()).db, { action: "export", page: 1, pageSize: 10 });
    expect(entries[0]).toMatchObject({ user: "dot", outcome: "completed" });
    expect(entries[0]!.details).toContain("3 evaluations");
  });
});

describe("plans and assignments", () => {
  const plansPost = (cookie: string, body: unknown) => plansRoute(request("/api/plans", "POST", cookie, body)).then(json);
  const calibrationsPost = (cookie: string, body: unknown) => calibrationsRoute(request("/api/calibrations", "POST", cookie, body)).then(json);
  const run = (cookie: string, planId: string, body: unknown = {}, headers?: Record<string, string>) =>
    runsRoute(request(`/api/plans/${planId}/runs`, "POST", cookie, body, headers), { params: Promise.resolve({ planId }) } as never).then(json);
  const mine = (cookie: string, query = "") => assignmentsRoute(request(`/api/assignments${query}`, "GET", cookie)).then(json);
  const change = (cookie: string, id: string, body: unknown) =>
    assignmentRoute(request(`/api/assignments/${id}`, "PATCH", cookie, body), { params: Promise.resolve({ assignmentId: id }) } as never).then(json);

  async function seedIndex() {
    const now = Date.now();
    const calls = Array.from({ length: 12 }, (_, i) =>
      callResultSchema.parse({
        callId: `call_seed_${i}`,
        callTaskId: null,
        detailsUrl: "https://example.test/x",
        agentId: `a${i % 2}`,
        agentName: i % 2 ? "Ann" : "Bob",
        endUserId: null,
        status: "completed",
        direction: "inbound",
        from: "+1",
        to: "+2",
        startedAt: new Date(now - 3_600_000 * (i + 1)).toISOString(),
        endedAt: new Date(now - 3_600_000 * (i + 1)).toISOString(),
        durationSeconds: 90,
        isVoicemail: false,
        createdAt: new Date(now - 3_600_000 * (i + 1)).toISOString(),
        updatedAt: new Date(now - 3_600_000 * (i + 1)).toISOString(),
        resultAvailable: true,
        audioAvailable: true,
      }),
    );
    await upsertCalls((await currentStore()).db, calls, now);
  }

  it("only an admin defines and runs a plan; a run key runs once; each reviewer sees their own", async () => {
    await seedIndex();
    await addUser("sue", "listener");
    const formId = (await create(ada, FORM)).body.form.id as string;
    const definition = { formId, perAgent: 2, reviewers: ["lee", "sue"], daysBack: 7, minDurationSeconds: 30, dueDays: 3 };
    expect((await plansPost(ada, { name: "P", definition: { ...definition, reviewers: ["lee", "zed"] } })).body).toMatchObject({
      error: 'There is no user named "zed".',
      details: [{ param: "definition.reviewers" }],
    });
    expect((await plansPost(lee, { name: "P", definition })).status).toBe(403);
    expect((await plansPost(ada, { name: "P", definition: { ...definition, perAgent: 0 } })).body.error).toContain("perAgent");
    const plan = (await plansPost(ada, { name: "P", definition })).body.plan;
    expect((await run(lee, plan.id)).status).toBe(403);
    expect((await run(vic, plan.id)).status).toBe(403);
    const key = { "idempotency-key": "run-once-0001" };
    const first = await run(ada, plan.id, { seed: 7 }, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ assignments: 4, run: { seed: 7 } });
    // The same action again: the first answer, no second run.
    expect((await run(ada, plan.id, { seed: 7 }, key)).body.run.id).toBe(first.body.run.id);
    expect((await mine(lee)).body.assignments).toHaveLength(2);
    expect((await mine(lee, "?reviewer=sue")).status).toBe(403);
    expect((await mine(ada, "?reviewer=")).body.assignments).toHaveLength(4);
    const { entries } = await listAudit((await currentStore()).db, { action: "assignment", page: 1, pageSize: 10 });
    expect(entries.filter((e) => e.outcome === "assigned")).toHaveLength(4);
  });

  it("a reviewer hands an assignment back with a reason; only an admin reassigns", async () => {
    await seedIndex();
    const formId = (await create(ada, FORM)).body.form.id as string;
    const definition = { formId, perAgent: 1, reviewers: ["lee"], daysBack: 7, minDurationSeconds: 0, dueDays: 3 };
    const plan = (await plansPost(ada, { name: "P", definition })).body.plan;
    await run(ada, plan.id);
    const [a, b] = (await mine(lee)).body.assignments;
    expect((await change(lee, a.id, { action: "return" })).status).toBe(400);
    expect((await change(lee, a.id, { action: "return", reason: "I know the caller" })).body.assignment).toMatchObject({ status: "returned" });
    expect((await change(lee, b.id, { action: "reassign", reviewer: "sue", reason: "x" })).status).toBe(403);
    // The new reviewer must exist and be a listener or above: a 400 naming the problem, nothing changed.
    await addUser("vic", "viewer");
    for (const [who, says] of [
      ["sue", 'There is no user named "sue".'],
      ["vic", '"vic" is a viewer; reviewing needs the listener role or above.'],
    ]) {
      const refused = await change(ada, b.id, { action: "reassign", reviewer: who, reason: "workload" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: says, details: [{ param: "reviewer" }] });
    }
    expect((await mine(lee)).body.assignments.map((x: { id: string }) => x.id)).toContain(b.id);
    await addUser("sue", "listener");
    expect((await change(ada, b.id, { action: "reassign", reviewer: "sue", reason: "workload" })).body.assignment).toMatchObject({
      reviewer: "sue",
      status: "open",
    });
    expect((await mine(vic)).body.assignments).toEqual([]);
    expect((await change(vic, b.id, { action: "return", reason: "x" })).status).toBe(403);
    // The one handed back goes to someone else, open again; a repeat changes and records nothing.
    expect((await change(ada, a.id, { action: "reassign", reviewer: "sue", reason: "lee knows the caller" })).body.assignment).toMatchObject({
      reviewer: "sue",
      status: "open",
    });
    const audited = async () =>
      (await listAudit((await currentStore()).db, { action: "assignment", page: 1, pageSize: 50 })).entries.filter((e) => e.outcome === "reassigned");
    expect(await audited()).toHaveLength(2);
    expect((await change(ada, a.id, { action: "reassign", reviewer: "sue", reason: "again" })).status).toBe(200);
    expect(await audited()).toHaveLength(2);
    expect((await mine(cookieFor("sue", "listener"))).body.assignments.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect((await change(ada, a.id, { action: "move", reason: "x" })).body.details[0].param).toBe("action");
  });

  it("a name deleted and given to someone else gets none of the old reviewer's queue, evaluations or calibrations (issue #39)", async () => {
    await seedIndex();
    await addUser("sue", "listener");
    const formId = (await create(ada, FORM)).body.form.id as string;
    const definition = { formId, perAgent: 1, reviewers: ["lee"], daysBack: 7, minDurationSeconds: 0, dueDays: 3 };
    await run(ada, (await plansPost(ada, { name: "P", definition })).body.plan.id);
    const [a] = (await mine(lee)).body.assignments;
    const draft = { greet: { value: "yes" } };
    expect((await save(lee, { callId: CALL, formId, answers: draft })).status).toBe(200);
    const calibration = (await calibrationsPost(ada, { callId: CALL, formId, reviewers: ["lee", "sue"], expert: "sue" })).body.calibration.id as string;
    // The old lee goes; a new person is given the name.
    const db = (await currentStore()).db;
    expect(await removeUser(db, "lee")).toBe(true);
    await putUser(db, { name: "lee", role: "listener", passwordHash: "x" });
    const newLee = cookieFor("lee", "listener", undefined, (await findUser(db, "lee"))!.id);
    expect((await mine(newLee)).body.assignments).toEqual([]);
    expect((await change(newLee, a.id, { action: "return", reason: "not mine" })).status).toBe(403);
    // Their evaluation of the same call is their own, beside the old one, which stays as it was.
    const theirs = await save(newLee, { callId: CALL, formId, answers: { verify: { value: "no" } } });
    expect(theirs.body.evaluation.answers).toEqual({ verify: { value: "no" } });
    const onCall = (await list(vic, `callId=${CALL}`)).body.evaluations as Array<{ answers: unknown }>;
    expect(onCall.map((e) => e.answers)).toEqual(expect.arrayContaining([draft, { verify: { value: "no" } }]));
    expect(onCall).toHaveLength(2);
    // And the call's page finds theirs by id, not the old one by the name they share.
    const seen = (await list(newLee, `callId=${CALL}`)).body.evaluations as Array<{ answers: unknown; mine: boolean; reviewer: string }>;
    expect(seen.filter((e) => e.mine).map((e) => e.answers)).toEqual([{ verify: { value: "no" } }]);
    expect(seen.map((e) => e.reviewer)).toEqual(["lee", "lee"]);
    // Nor do they evaluate in the old lee's place in a calibration.
    const all = { greet: { value: "yes" }, verify: { value: "yes" }, tone: { value: 5 } };
    expect((await save(newLee, { callId: CALL, formId, answers: all, calibrationId: calibration })).status).toBe(403);
    // And the calibration's page offers them no turn there, though it lists "lee".
    const page = calibrationRoute(request(`/api/calibrations/${calibration}`, "GET", newLee), {
      params: Promise.resolve({ calibrationId: calibration }),
    } as never);
    expect((await json(await page)).body).toMatchObject({ calibration: { reviewers: ["lee", "sue"] }, yourTurn: false });
    // An admin gives the assignment to the new lee by name: now it is theirs.
    expect((await change(ada, a.id, { action: "reassign", reviewer: "lee", reason: "lee left" })).status).toBe(200);
    expect((await mine(newLee)).body.assignments.map((x: { id: string }) => x.id)).toEqual([a.id]);
  });
});

describe("calibrations", () => {
  const start = (cookie: string, body: unknown) => calibrationsRoute(request("/api/calibrations", "POST", cookie, body)).then(json);
  const detail = (cookie: string, id: string) =>
    calibrationRoute(request(`/api/calibrations/${id}`, "GET", cookie), { params: Promise.resolve({ calibrationId: id }) } as never).then(json);

  it("only an admin starts one; only its reviewers evaluate; the answers show once all submitted, with the alignment", async () => {
    await addUser("sue", "listener");
    const formId = (await create(ada, FORM)).body.form.id as string;
    const body = { callId: CALL, formId, reviewers: ["lee", "sue"], expert: "sue" };
    expect((await start(ada, { ...body, reviewers: ["lee", "sue", "zed"] })).body).toMatchObject({ details: [{ param: "reviewers" }] });
    expect((await start(lee, body)).status).toBe(403);
    expect((await start(ada, { ...body, expert: "bob" })).body.error).toContain("expert");
    const id = (await start(ada, body)).body.calibration.id as string;
    const sue = cookieFor("sue", "listener");
    const all = { greet: { value: "yes" }, verify: { value: "yes" }, tone: { value: 5 } };
    expect((await save(ada, { callId: CALL, formId, answers: all, calibrationId: id })).status).toBe(403);
    expect((await save(sue, { callId: CALL, formId, answers: all, submit: true, calibrationId: id })).status).toBe(200);
    expect((await detail(sue, id)).body).toMatchObject({ yourTurn: false });
    expect((await detail(vic, id)).body).toMatchObject({ yourTurn: false });
    expect((await detail(lee, id)).body).toMatchObject({ evaluations: [], alignment: null, yourTurn: true });
    expect((await save(lee, { callId: CALL, formId, answers: { ...all, tone: { value: 3 } }, submit: true, calibrationId: id })).status).toBe(200);
    const done = await detail(vic, id);
    expect(done.body.evaluations).toHaveLength(2);
    expect(done.body.alignment.lee).toEqual({ agreement: 2 / 3, scoreDifference: -12.5 });
    const listed = await calibrationsListRoute(request("/api/calibrations", "GET", vic)).then(json);
    expect(listed.body.calibrations[0]).toMatchObject({ id, expert: "sue", submitted: expect.arrayContaining(["lee", "sue"]) });
    // A calibration's evaluations stay out of the call's own and the roll-up.
    expect((await list(vic, `callId=${CALL}`)).body.evaluations).toEqual([]);
  });
});
