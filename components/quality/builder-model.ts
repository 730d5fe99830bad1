import type { FormDefinition, Question } from "@/lib/quality/form";

// The scorecard editor's rows (issue #41): one per question, each naming its section; the
// sections are made from the rows in order of first appearance.
export interface QuestionRow {
  id: string;
  section: string;
  text: string;
  kind: Question["kind"];
  weight: number;
  critical: boolean;
  commentOnNegative: boolean;
  /** For a choice question: its choices, comma-separated, best first. */
  choices: string;
}

let made = 0;
export const newRow = (section = "General"): QuestionRow => ({
  id: `q${Date.now().toString(36)}${(made++).toString(36)}`,
  section,
  text: "",
  kind: "yesno",
  weight: 1,
  critical: false,
  commentOnNegative: false,
  choices: "",
});

/** Choices typed best first earn from 100 down to 0 points, evenly. */
function choicesOf(text: string) {
  const labels = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return labels.map((label, i) => ({ label, points: labels.length === 1 ? 100 : Math.round(100 - (100 * i) / (labels.length - 1)) }));
}

export function toDefinition(rows: QuestionRow[], threshold: number): FormDefinition {
  const sections: FormDefinition["sections"] = [];
  for (const row of rows) {
    const title = row.section.trim() || "General";
    let section = sections.find((s) => s.title === title);
    if (!section) {
      section = { title, weight: 1, questions: [] };
      sections.push(section);
    }
    const { section: _, choices, ...question } = row;
    section.questions.push({ ...question, text: row.text.trim(), ...(row.kind === "choice" ? { choices: choicesOf(choices) } : {}) });
  }
  return { threshold, sections };
}

export function toRows(definition: FormDefinition): QuestionRow[] {
  return definition.sections.flatMap((s) =>
    s.questions.map((q) => ({
      id: q.id,
      section: s.title,
      text: q.text,
      kind: q.kind,
      weight: q.weight,
      critical: q.critical,
      commentOnNegative: q.commentOnNegative,
      choices: (q.choices ?? []).map((c) => c.label).join(", "),
    })),
  );
}
