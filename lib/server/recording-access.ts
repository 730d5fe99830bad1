import "server-only";
import type { Role } from "@/lib/roles";

// What a recording request asks for: ?purpose=download needs the downloader role, playing
// (the default) the listener role. Both audio routes declare these to apiRoute.
export const recordingAction = (url: URL) => (url.searchParams.get("purpose") === "download" ? "download" : "play");
export const recordingRole = (url: URL): Role => (recordingAction(url) === "download" ? "downloader" : "listener");
