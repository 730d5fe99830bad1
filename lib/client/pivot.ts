import { listQueryToSearchParams } from "@/lib/call-results/list-query";

/** The id filters a pivot sets, with the noun its link names. */
export const PIVOT_NOUNS = { agentId: "agent", callTaskId: "call task", endUserId: "end user" } as const;
export type PivotField = keyof typeof PIVOT_NOUNS;

/** The calls view showing every call of one agent, call task or end user (and nothing else filtered). */
export function pivotHref(field: PivotField, value: string): string {
  return `/?${listQueryToSearchParams({ [field]: value }).toString()}`;
}
