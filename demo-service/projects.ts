// The demo's projects: their data's shape (agents, numbers, share of the calls) and the
// API keys that lead to them. A key's project decides which calls it may read.
import { DEFAULT_DEMO_API_KEY, ORPHAN_API_KEY, SECOND_PROJECT_API_KEY } from "./config";

export interface Project {
  id: number;
  slug: string;
  name: string;
  // Share of DEMO_CALLS this project gets.
  share: number;
  countryCode: string;
  agents: Array<string | null>;
}

// Agents named null model "name cannot be obtained" (deleted or renamed agents). "Línea
// Española" has accents, so that a search without them ("linea") is tried on real data.
export const PROJECTS: Project[] = [
  {
    id: 1,
    slug: "acme",
    name: "Acme Support",
    share: 1,
    countryCode: "+1",
    agents: [
      "Reception Desk",
      "Billing Assistant",
      "Appointment Reminder",
      "Order Status",
      "Tech Support Tier 1",
      "Renewals",
      "Collections",
      "Customer Survey",
      "Returns Desk",
      "Delivery Scheduler",
      null,
      "After-hours Line",
      "Outbound Sales",
      "Claims Intake",
      null,
      "Línea Española",
    ],
  },
  {
    id: 2,
    slug: "globex",
    name: "Globex Sales",
    share: 0.1,
    countryCode: "+44",
    agents: ["Lead Qualifier", "Demo Booker", "Account Check-in", null, "Win-back Caller", "Event Invites"],
  },
];

// The orphan key's project does not exist: the list answers "project not found".
export const MISSING_PROJECT_ID = 404;

/** Which project each accepted key reads; `apiKey` is DEMO_API_KEY, another name for acme. */
export function projectsByKey(apiKey: string): ReadonlyMap<string, number> {
  return new Map([
    [DEFAULT_DEMO_API_KEY, 1],
    [apiKey, 1],
    [SECOND_PROJECT_API_KEY, 2],
    [ORPHAN_API_KEY, MISSING_PROJECT_ID],
  ]);
}

export function projectById(id: number): Project | undefined {
  return PROJECTS.find((p) => p.id === id);
}
