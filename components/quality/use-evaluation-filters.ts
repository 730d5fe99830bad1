"use client";
import { useState } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import { fromDateTimeLocal } from "@/lib/format";

/** The roll-up's controls, by the API's parameter names (GET /api/evaluations). */
const EVALUATION_FILTERS = ["formId", "reviewer", "agent", "minScore", "maxScore", "critical", "needsAttention", "from", "to"] as const;
export type EvaluationFilter = (typeof EVALUATION_FILTERS)[number];

// What the roll-up's filters hold as typed, and the query they make: empty ones left out,
// the submitted dates (wall-clock times in the page's zone) as instants. A date not yet
// complete is left out until it is; the API names anything else it refuses.
export function useEvaluationFilters() {
  const { zone } = useTimeZone();
  const [values, setValues] = useState<Partial<Record<EvaluationFilter, string>>>({});
  const query: Record<string, string> = {};
  for (const name of EVALUATION_FILTERS) {
    const value = values[name]?.trim();
    if (!value) continue;
    const sent = name === "from" || name === "to" ? fromDateTimeLocal(value, zone) : value;
    if (sent) query[name] = sent;
  }
  const set = (name: EvaluationFilter, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return { values, set, query, zone };
}
