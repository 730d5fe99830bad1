// Human names of the spec's values and fields, shared by the table, filters and chips.
import type { CallDirection, CallStatus } from "@/lib/call-results/constants";

export const STATUS_LABELS: Record<CallStatus, string> = {
  preparing: "Preparing",
  ringing: "Ringing",
  in_progress: "In progress",
  completed: "Completed",
  no_answer: "No answer",
  unreachable: "Unreachable",
  failed: "Failed",
};

export const DIRECTION_LABELS: Record<CallDirection, string> = {
  inbound: "Inbound",
  outbound: "Outbound",
  web: "Web",
};

export const FILTER_LABELS = {
  callId: "Call ID",
  callTaskId: "Call task ID",
  endUserId: "End user ID",
  agentId: "Agent ID",
  status: "Status",
  createdFrom: "Created from",
  createdTo: "Created to",
  created: "Created",
} as const;
