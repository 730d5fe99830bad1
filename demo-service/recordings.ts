// Recording links (spec §2.3, §4.2, §4.3): signed URLs handed out by the audio
// operations, and the files they lead to.
import type http from "node:http";
import { PATH_ID_PATTERN, type RecordingResponse } from "@/lib/call-results";
import { type Answer, ERRORS, sendJson } from "./answers";
import { wavBytes } from "./audio";
import { sendFileWithRanges } from "./byte-ranges";
import type { CallRow } from "./call-row";
import type { ServiceState } from "./service-state";
import { signPath, verifySignedPath } from "./signing";

/** Now, for signing and checking links: the clockSkewSeconds fault moves it on. */
const linkNowMs = (state: ServiceState) => Date.now() + state.faults.clockSkewSeconds * 1000;

/** The recording info of a call with audio, with a freshly signed link. */
export function recordingAnswer(state: ServiceState, row: CallRow): Answer {
  // Rounded up, so a link never lives shorter than the TTL.
  const expires = Math.ceil(linkNowMs(state) / 1000) + (state.faults.urlTtlSeconds ?? state.config.urlTtlSeconds);
  const body: RecordingResponse = {
    data: {
      callId: row.callId,
      callTaskId: row.callTaskId,
      downloadUrl: `${state.publicUrl}${signPath(state.secret, `/recordings/${row.callId}.wav`, expires)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    },
  };
  return { status: 200, body };
}

/** GET or HEAD of a signed link: the WAV file, once the signature and expiry check out. */
export function serveRecording(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse, url: URL, callId: string): void {
  if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, ERRORS.methodNotAllowed);
  const verdict = verifySignedPath(state.secret, url.pathname, url.searchParams, Math.floor(linkNowMs(state) / 1000));
  if (verdict !== "ok" || !PATH_ID_PATTERN.test(callId)) {
    return sendJson(res, { status: 403, body: { error: verdict === "expired" ? "Link expired" : "Invalid signature", code: "FORBIDDEN" } });
  }
  const row = state.store.findCallAnyProject(callId);
  if (!row?.audioAvailable || !row.durationSeconds) return sendJson(res, ERRORS.recordingNotFound);
  const file = state.audio.file(callId, row.durationSeconds);
  sendFileWithRanges(req, res, file, wavBytes(row.durationSeconds), `${callId}.wav`, (error) =>
    state.log(`demo-service: could not read ${file}: ${error.message}`),
  );
}
