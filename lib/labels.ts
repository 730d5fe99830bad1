// Human names of the spec's values and fields, shared by the table, filters and chips.
import type { CallDirection, CallStatus } from "@/lib/call-results/constants";
import { callField } from "@/lib/call-results/fields";

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

// A filter is named after the field it filters (fields.ts), so a column and its filter agree.
const CREATED = callField("createdAt").label;

export const FILTER_LABELS = {
  callId: callField("callId").label,
  callTaskId: callField("callTaskId").label,
  endUserId: callField("endUserId").label,
  agentId: callField("agentId").label,
  status: callField("status").label,
  createdFrom: `${CREATED} from`,
  createdTo: `${CREATED} to`,
  created: CREATED,
  // The call index's filters (index-filters.ts).
  phone: "Phone number",
  agentName: "Agent name",
  direction: callField("direction").label,
  minDuration: "Minimum duration",
  maxDuration: "Maximum duration",
  voicemail: callField("isVoicemail").label,
  recording: "Recording",
  reviewed: "Reviewed",
};

// The Agent, Review, hour and weekday filters' names are in labels-more.ts, out of the calls page's first load.
