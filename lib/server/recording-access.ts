import "server-only";
import { DashboardError } from "@/lib/errors";
import { requireApiUser, userOf } from "./auth/guard";
import { recordAudit } from "./audit";
import { toDashboardError } from "./respond";

// Every request for a recording URL: the role it needs (listener to play, downloader to
// download), and an audit entry of who asked, for what, from where, and how it ended.
export async function withRecordingAccess<T>(
  request: Request,
  target: { callId: string | null; callTaskId: string | null },
  fetchUrl: () => Promise<T>,
  outcomeOf: (result: T) => string = () => "issued",
): Promise<T> {
  const action = new URL(request.url).searchParams.get("purpose") === "download" ? "download" : "play";
  const client = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
  // Named even when refused, so the trail shows who tried.
  const user = userOf(request)?.name ?? null;
  try {
    requireApiUser(request, action === "download" ? "downloader" : "listener");
    const result = await fetchUrl();
    recordAudit({ user: user!, action, ...target, client, outcome: outcomeOf(result) });
    return result;
  } catch (error) {
    // Refusals and failures are recorded too; an unknown caller is only a 401.
    const e = error instanceof DashboardError ? error : toDashboardError(error);
    if (e.code !== "unauthenticated") recordAudit({ user: user ?? "unknown", action, ...target, client, outcome: e.code });
    throw error;
  }
}
