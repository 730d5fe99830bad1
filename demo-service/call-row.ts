// A call as the demo service keeps it, derived from the contract's call result
// (callResultSchema), so that a field added to the spec is a field here too.
// Date-times are kept as epoch milliseconds: they sort, compare and add up as numbers.
import type { z } from "zod";
import { type CallResult, callResultSchema } from "@/lib/call-results";
import { projectById } from "./projects";

type Shape = typeof callResultSchema.shape;
type TimeField = { [K in keyof Shape]: Shape[K] extends z.ZodISODateTime | z.ZodNullable<z.ZodISODateTime> ? K : never }[keyof Shape];
// detailsUrl is made from the project and the service's public origin when answering.
const DERIVED_FIELD = "detailsUrl" satisfies keyof CallResult;
export type StoredField = Exclude<keyof CallResult, typeof DERIVED_FIELD>;

export type CallRow = { [K in StoredField]: K extends TimeField ? Exclude<CallResult[K], string> | number : CallResult[K] } & {
  projectId: number;
  // Created at run time (a live call), not generated with the history.
  live: boolean;
};

function unwrapped(field: keyof Shape): z.core.$ZodTypeDef {
  const def = callResultSchema.shape[field].def as z.core.$ZodTypeDef & { innerType?: { def: z.core.$ZodTypeDef } };
  return def.type === "nullable" && def.innerType ? def.innerType.def : def;
}

/** The stored fields in the contract's order, with what each holds. */
export const STORED_FIELDS = (Object.keys(callResultSchema.shape) as Array<keyof Shape>)
  .filter((field): field is StoredField => field !== DERIVED_FIELD)
  .map((field) => {
    const def = unwrapped(field) as z.core.$ZodTypeDef & { format?: string };
    const kind = def.type === "boolean" ? "boolean" : def.format === "datetime" ? "time" : def.type === "number" ? "number" : "text";
    return { field, kind, nullable: callResultSchema.shape[field].def.type === "nullable" } as const;
  });

// A constant: the contract's time fields, built once.
const TIME_FIELDS = new Set<string>(STORED_FIELDS.filter((f) => f.kind === "time").map((f) => f.field));

/** The call as the API answers it (spec §2.1), its fields in the contract's order. */
export function toCallResult(row: CallRow, publicUrl: string): CallResult {
  const project = projectById(row.projectId)!;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(callResultSchema.shape)) {
    if (field === DERIVED_FIELD) out[field] = `${publicUrl}/console/projects/${project.slug}/calls/${encodeURIComponent(row.callId)}`;
    else {
      const value = row[field as StoredField];
      out[field] = TIME_FIELDS.has(field) && value !== null ? new Date(value as number).toISOString() : value;
    }
  }
  return out as CallResult;
}
