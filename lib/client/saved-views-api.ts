// The browser's side of /api/views (saved views, issue #15). Loaded with the Views menu,
// not with the page. Every failure is an ApiError carrying the server's message, which
// names what is wrong (a taken name, a name too long, a role that may not share).
import type { SavedView, ViewScope } from "@/lib/call-results/saved-view";
import type { ErrorResponseBody } from "@/lib/errors";
import { ApiError } from "./api-client";

export interface ViewList {
  views: SavedView[];
  startViewId: string | null;
  /** False without sign-in: every view is shared by everyone. */
  signIn: boolean;
  /** May create, rename and delete shared views (admins). */
  canShare: boolean;
}

export const VIEWS_QUERY_KEY = ["saved-views"] as const;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("upstream_error", "The dashboard could not be reached. Check your connection and try again.", 0);
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => null)) as (T & Partial<ErrorResponseBody>) | null;
  if (!response.ok || answer === null) {
    throw new ApiError(answer?.code ?? "internal_error", answer?.error ?? `The dashboard answered HTTP ${response.status}.`, response.status);
  }
  return answer;
}

export const fetchViews = () => call<ViewList>("GET", "/api/views");

export const createView = (name: string, search: string, scope: ViewScope) =>
  call<{ view: SavedView }>("POST", "/api/views", { name, search, scope }).then((r) => r.view);

export const renameView = (id: string, name: string) =>
  call<{ view: SavedView }>("PATCH", `/api/views/${encodeURIComponent(id)}`, { name }).then((r) => r.view);

export const deleteView = (id: string) => call<void>("DELETE", `/api/views/${encodeURIComponent(id)}`);

export const setStartView = (viewId: string) => call<{ startViewId: string }>("PUT", "/api/views/start", { viewId });

export const clearStartView = () => call<void>("DELETE", "/api/views/start");
