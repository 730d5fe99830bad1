// Switchable faults for tests and demos. Set at start with DEMO_FAULTS
// ("latencyMs=300,errorRate=0.2") or at run time with PUT /__demo/faults (JSON);
// DELETE /__demo/faults clears them. They apply to the /api/v1 operations only.
import { z } from "zod";

const OPERATIONS = ["list", "audio-by-call", "audio-by-task"] as const;
export type Operation = (typeof OPERATIONS)[number];

const faultsSchema = z
  .object({
    // Added before answering.
    latencyMs: z.int().min(0).max(120_000).default(0),
    // Share of requests answered with the internal-error body (500).
    errorRate: z.number().min(0).max(1).default(0),
    // Every request is answered with the rate-limit error and this Retry-After.
    rateLimit: z.boolean().default(false),
    retryAfterSeconds: z.int().min(0).max(3600).default(5),
    // Every request is refused as if by the IP restriction.
    accessDenied: z.boolean().default(false),
    // Every request is refused as if its API key were invalid.
    rejectKey: z.boolean().default(false),
    // html: a gateway's 502 HTML page; truncated: cut-off JSON with status 200;
    // wrong-types: well-formed JSON that breaks the contract.
    malformed: z.enum(["html", "truncated", "wrong-types"]).nullable().default(null),
    // Signed recording URLs live this many seconds instead of DEMO_URL_TTL_SECONDS.
    urlTtlSeconds: z.int().min(1).max(86_400).nullable().default(null),
    // Recording links are signed and checked as if this many seconds had passed, so a test
    // expires the links a player holds without waiting for them (links issued after still work).
    clockSkewSeconds: z.int().min(0).max(86_400).default(0),
    // List rows carry hostile but contract-valid data: markup in names, javascript: and
    // data: console URLs, very long strings, right-to-left and emoji text.
    hostileData: z.boolean().default(false),
    // Successful bodies carry unknown extra fields, as a newer service version might.
    extraFields: z.boolean().default(false),
    // Limit the faults to some operations; all when absent.
    operations: z.array(z.enum(OPERATIONS)).min(1).optional(),
  })
  .strict();
export type Faults = z.infer<typeof faultsSchema>;

export const NO_FAULTS: Faults = faultsSchema.parse({});

/** Parses "key=value,key=value" (as in DEMO_FAULTS) or a JSON object. */
export function parseFaults(text: string): Faults {
  const trimmed = text.trim();
  if (trimmed === "") return NO_FAULTS;
  let raw: Record<string, unknown>;
  if (trimmed.startsWith("{")) raw = JSON.parse(trimmed) as Record<string, unknown>;
  else {
    raw = {};
    for (const pair of trimmed.split(",")) {
      const [key, value = ""] = pair.split("=").map((s) => s.trim());
      if (!key) continue;
      if (key === "operations") raw[key] = value.split("|");
      else if (value === "true" || value === "false") raw[key] = value === "true";
      else if (/^-?\d+(\.\d+)?$/.test(value)) raw[key] = Number(value);
      else raw[key] = value === "null" ? null : value;
    }
  }
  const parsed = faultsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid faults: ${parsed.error.issues.map((i) => `${i.path.join(".") || "faults"}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

export function faultApplies(faults: Faults, operation: Operation): boolean {
  return faults.operations === undefined || faults.operations.includes(operation);
}
