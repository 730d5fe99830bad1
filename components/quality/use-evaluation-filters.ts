"use client";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import { fromDateTimeLocal } from "@/lib/format";

/** The roll-up's controls, by the API's parameter names (GET /api/evaluations). */
const EVALUATION_FILTERS = ["formId", "reviewer", "agent", "minScore", "maxScore", "critical", "needsAttention", "from", "to"] as const;
export type EvaluationFilter = (typeof EVALUATION_FILTERS)[number];

/** In the page's URL each is `ev` and its name (`evFormId`), apart from the reviews list's own `reviewer`, `from`, …; the reviews' form keeps them (its keepPrefix, components/reviews/reviews-filters.tsx). */
const EVALUATION_URL_PREFIX = "ev";
const urlName = (name: EvaluationFilter) => `${EVALUATION_URL_PREFIX}${name[0]!.toUpperCase()}${name.slice(1)}`;

// What the roll-up's filters hold as typed, and the query they make: empty ones left out,
// the submitted dates (wall-clock times in the page's zone) as instants. A date not yet
// complete is left out until it is; the API names anything else it refuses. They are kept in
// the page's URL as they change, so a filtered roll-up can be shared and reloaded: through
// history.replaceState, which Next's router follows without asking the server for the page again.
export function useEvaluationFilters() {
  const { zone } = useTimeZone();
  const params = useSearchParams();
  const [values, setValues] = useState<Partial<Record<EvaluationFilter, string>>>(() =>
    Object.fromEntries(EVALUATION_FILTERS.flatMap((name) => (params.get(urlName(name)) ? [[name, params.get(urlName(name))!]] : []))),
  );
  const query: Record<string, string> = {};
  for (const name of EVALUATION_FILTERS) {
    const value = values[name]?.trim();
    if (!value) continue;
    const sent = name === "from" || name === "to" ? fromDateTimeLocal(value, zone) : value;
    if (sent) query[name] = sent;
  }
  const set = (name: EvaluationFilter, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    const url = new URL(window.location.href);
    if (value) url.searchParams.set(urlName(name), value);
    else url.searchParams.delete(urlName(name));
    window.history.replaceState(window.history.state, "", url);
  };
  return { values, set, query, zone };
}
