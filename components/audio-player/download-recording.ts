// Saving a recording as a file named after its call.
import { fetchRecording } from "@/lib/dashboard-api/recordings";

/** Fetches a download URL (its own permission and audit entry) and saves the file; an ApiError says why it could not. */
export async function downloadRecording(callId: string): Promise<void> {
  const info = await fetchRecording(callId, "download");
  try {
    // A same-named file needs the bytes here: the download attribute is ignored for
    // other origins. Storage without CORS falls back to opening the link.
    const response = await fetch(info.downloadUrl, { referrerPolicy: "no-referrer" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const ext = blob.type.includes("mpeg") ? "mp3" : blob.type.includes("ogg") ? "ogg" : blob.type.includes("mp4") ? "m4a" : "wav";
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = `${callId}.${ext}`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    window.open(info.downloadUrl, "_blank", "noopener,noreferrer");
  }
}
