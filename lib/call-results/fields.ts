// The call result's fields (spec §2.1) in the spec's order, with the words the dashboard
// shows for each: its label, and what a null means. The table, the detail page and the
// export all read this list; a new field is one line here (plus its schema and renderer).
// Free of zod, so client components can import it.
import type { CallResult } from "./schemas";

export interface CallFieldInfo {
  key: keyof CallResult;
  label: string;
  /** What a null says, for nullable fields (§2.1). */
  nullLabel?: string;
}

export const CALL_FIELDS = [
  { key: "callId", label: "Call ID" },
  { key: "callTaskId", label: "Call task ID", nullLabel: "no call task" },
  { key: "detailsUrl", label: "Console" },
  { key: "agentId", label: "Agent ID" },
  { key: "agentName", label: "Agent", nullLabel: "agent name unavailable" },
  { key: "endUserId", label: "End user ID", nullLabel: "no end user" },
  { key: "status", label: "Status" },
  { key: "direction", label: "Direction" },
  { key: "from", label: "From" },
  { key: "to", label: "To" },
  { key: "startedAt", label: "Started", nullLabel: "not started" },
  { key: "endedAt", label: "Ended", nullLabel: "not ended" },
  { key: "durationSeconds", label: "Duration", nullLabel: "not determined" },
  { key: "isVoicemail", label: "Voicemail" },
  { key: "createdAt", label: "Created" },
  { key: "updatedAt", label: "Updated" },
  { key: "resultAvailable", label: "Result available" },
  { key: "audioAvailable", label: "Recording" },
] as const satisfies readonly CallFieldInfo[];

export type CallField = (typeof CALL_FIELDS)[number]["key"];

const BY_KEY = new Map<CallField, CallFieldInfo>(CALL_FIELDS.map((f) => [f.key, f]));

export function callField(key: CallField): CallFieldInfo {
  return BY_KEY.get(key)!;
}
