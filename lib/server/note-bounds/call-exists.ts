import "server-only";
import { DashboardError } from "@/lib/errors";
import type { SessionUser } from "@/lib/roles";
import { spendToken } from "../auth/guard";
import { callFacts } from "../call-facts";
import { rememberCallDates } from "../reviews/call-dates";
import { currentStore } from "../store/current-store";

// A note or review needs a call that exists (issue #39): notes on made-up ids would fill the
// store with nothing any list can reach. The service is asked through the list operation
// filtered by callId, pageSize 1 (callFacts: the shared upstream budget, the user's token,
// a bounded cache of the answers for a minute). One small function on purpose: once the
// local call index exists (lib/server/call-index/), it asks the index first.

/** Resolves when the service knows the call; a 404 naming it otherwise. */
export async function requireCallExists(callId: string, user: SessionUser, signal?: AbortSignal): Promise<void> {
  const facts = await callFacts([callId], { pay: (points) => spendToken(user, points), priority: "interactive", signal });
  const call = facts.get(callId);
  if (!call) throw new DashboardError("not_found", `There is no call ${callId}: notes and reviews can only be written on a call the service knows.`);
  // Its creation time, for the Reviews list's call-date filter (migration 022).
  await rememberCallDates((await currentStore()).db, [call]);
}
