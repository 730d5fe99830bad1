// The Call Results Service contract (spec §2, §3, §7) as zod schemas.
// Everything that touches call data — the upstream client, route handlers, UI and
// the demo service — imports these; nothing re-declares a field by hand.
//
// z.object strips unknown keys, so fields a newer upstream adds are tolerated and dropped.
import { z } from "zod";
import { CALL_DIRECTIONS, CALL_STATUSES, PAGE_SIZE_MAX } from "./constants";

const callStatusSchema = z.enum(CALL_STATUSES);
const callDirectionSchema = z.enum(CALL_DIRECTIONS);

// Response date-times carry an offset (Z or ±hh:mm) and any number of fractional digits.
const responseDateTimeSchema = z.iso.datetime({ offset: true });

// "string, URI": any absolute URI parses (javascript: too). Whether it is safe to link
// to is the UI's decision, so one odd record does not blank a whole page.
const uriSchema = z.url();

export const callResultSchema = z.object({
  callId: z.string().min(1),
  callTaskId: z.string().min(1).nullable(),
  detailsUrl: uriSchema,
  agentId: z.string().min(1),
  agentName: z.string().nullable(),
  endUserId: z.string().min(1).nullable(),
  status: callStatusSchema,
  direction: callDirectionSchema,
  from: z.string(),
  to: z.string(),
  startedAt: responseDateTimeSchema.nullable(),
  endedAt: responseDateTimeSchema.nullable(),
  durationSeconds: z.int().min(0).nullable(),
  isVoicemail: z.boolean(),
  createdAt: responseDateTimeSchema,
  updatedAt: responseDateTimeSchema,
  resultAvailable: z.boolean(),
  audioAvailable: z.boolean(),
});
export type CallResult = z.infer<typeof callResultSchema>;

const paginationSchema = z.object({
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1).max(PAGE_SIZE_MAX),
  totalPages: z.int().min(0),
});

export const listResponseSchema = z.object({
  data: z.array(callResultSchema),
  pagination: paginationSchema,
});
export type ListResponse = z.infer<typeof listResponseSchema>;

const recordingInfoSchema = z.object({
  callId: z.string().min(1),
  callTaskId: z.string().min(1).nullable(),
  // The browser hands this straight to <audio src>, so only http(s) is acceptable.
  downloadUrl: z.url({ protocol: /^https?$/ }),
  expiresAt: responseDateTimeSchema,
});
export type RecordingInfo = z.infer<typeof recordingInfoSchema>;

export const recordingResponseSchema = z.object({ data: recordingInfoSchema });
export type RecordingResponse = z.infer<typeof recordingResponseSchema>;

// §2.4: only the by-call-task audio operation answers this while the result is being created.
export const pendingSchema = z.object({
  status: z.literal("pending"),
  message: z.string(),
  callTaskId: z.string(),
});
export type Pending = z.infer<typeof pendingSchema>;

// §2.5: every error body has `error`; `code` is optional and its values are not fixed.
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
});

// §7: invalid requests may instead come as one of several shapes, e.g. `{ success: false }`
// (the validation-hook shape, whose `error` is an object rather than a string).
export const invalidRequestBodySchema = z.object({
  success: z.literal(false),
  error: z.unknown().optional(),
});

export const anyErrorBodySchema = z.union([errorBodySchema, invalidRequestBodySchema]);
