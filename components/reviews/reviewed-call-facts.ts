import type { CallField } from "@/lib/call-results/fields";

/** The facts of a call the Reviews list shows beside its review, labelled from fields.ts. */
export const REVIEWED_CALL_FACTS: CallField[] = ["status", "agentName", "createdAt", "durationSeconds"];
