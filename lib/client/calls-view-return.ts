"use client";
// "Back to the exact view" (issue #28): the calls view records its own URL (filters, sort,
// page) and scroll position in sessionStorage whenever they change; a call's page links back
// to that URL, and the calls view restores the scroll when it is opened through that link.
// sessionStorage, not a `from=` parameter: a shared link to a call must not carry someone
// else's view, and the value stays in this tab. The call page's side is calls-view-back.ts.
const KEY = "calls-view:return";
// Set by the back link just before navigating, so only that arrival restores the scroll.
export const RESTORE = "calls-view:restore";

interface Return {
  href: string;
  scrollY: number;
}

export const readReturn = (): Return | undefined => {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<Return> | null;
    // Only a path on this site: the value comes from storage a script on this origin could write.
    if (!value || typeof value.href !== "string" || !value.href.startsWith("/") || value.href.startsWith("//")) return undefined;
    return { href: value.href, scrollY: typeof value.scrollY === "number" ? value.scrollY : 0 };
  } catch {
    return undefined;
  }
};

/** Records the calls view's current URL and scroll; called by the calls view. */
export function rememberCallsView(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ href: window.location.pathname + window.location.search, scrollY: Math.round(window.scrollY) }));
  } catch {
    // Storage off (private mode, quota): the back link goes to the default view.
  }
}

/** Called once by the calls view after its rows render: the scroll to restore, if arriving back. */
export function takeReturnScroll(): number | undefined {
  try {
    if (sessionStorage.getItem(RESTORE) !== "1") return undefined;
    sessionStorage.removeItem(RESTORE);
    const saved = readReturn();
    return saved && saved.href === window.location.pathname + window.location.search ? saved.scrollY : undefined;
  } catch {
    return undefined;
  }
}
