"use client";
import { useSearchParams } from "next/navigation";
import { useCallback } from "react";

// The evaluations' filters on the same page keep their choices in its URL as `ev…`
// (components/quality/use-evaluation-filters.ts); the list's own links and zone keep them too.

/** `search` with the URL's `ev…` parameters added. */
export function useWithEvaluationParams(): (search: string) => URLSearchParams {
  const current = useSearchParams();
  return useCallback(
    (search: string) => {
      const params = new URLSearchParams(search);
      for (const [name, value] of current) if (name.startsWith("ev") && !params.has(name)) params.append(name, value);
      return params;
    },
    [current],
  );
}
