import "server-only";
import { z } from "zod";
import { DashboardError } from "@/lib/errors";
import { FORM_LIMITS, type FormDefinition } from "@/lib/quality/form";
import { textProblem } from "@/lib/text-input";

// A scorecard as an admin sends it (issue #41), checked with bounded sizes before anything
// is stored: the first problem is named by its path (sections.0.questions.2.text).

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => textProblem(s) === null, "must be plain text (no control characters)");
const weight = z.number().min(0).max(FORM_LIMITS.weight);

const question = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1 to 40 letters, digits, _ or -"),
    text: text(FORM_LIMITS.text),
    kind: z.enum(["yesno", "scale", "choice"]),
    weight,
    critical: z.boolean().default(false),
    commentOnNegative: z.boolean().default(false),
    choices: z
      .array(z.object({ label: text(FORM_LIMITS.name), points: z.number().min(0).max(100) }))
      .max(FORM_LIMITS.choices)
      .optional(),
  })
  .refine((q) => q.kind !== "choice" || (q.choices?.length ?? 0) >= 2, { message: "a choice question needs 2 or more choices", path: ["choices"] });

const definition = z
  .object({
    threshold: z.number().min(0).max(100).default(0),
    sections: z
      .array(z.object({ title: text(FORM_LIMITS.name), weight, questions: z.array(question).min(1) }))
      .min(1)
      .max(FORM_LIMITS.sections),
  })
  .refine((d) => d.sections.reduce((n, s) => n + s.questions.length, 0) <= FORM_LIMITS.questions, {
    message: `at most ${FORM_LIMITS.questions} questions`,
    path: ["sections"],
  })
  .refine(
    (d) => {
      const ids = d.sections.flatMap((s) => s.questions.map((q) => q.id));
      return new Set(ids).size === ids.length;
    },
    { message: "question ids must differ", path: ["sections"] },
  );

const formBody = z.object({ name: text(FORM_LIMITS.name), isDefault: z.boolean().default(false), definition });

export interface FormInput {
  name: string;
  isDefault: boolean;
  definition: FormDefinition;
}

export function parseFormInput(body: unknown): FormInput {
  const parsed = formBody.safeParse(body);
  if (parsed.success) return parsed.data as FormInput;
  const issue = parsed.error.issues[0]!;
  const param = issue.path.join(".") || "body";
  throw new DashboardError("invalid_request", `${param}: ${issue.message}`, { details: [{ param, message: issue.message }] });
}
