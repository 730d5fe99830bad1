// Counts re-renders inside the calls table's body while a recording plays, on a production
// build, without code in the app for it: a stand-in for the React DevTools global hook,
// installed before React loads, sees every commit. It walks the fibers that took part in
// the commit the way DevTools does (a subtree whose child pointer did not change was not
// rendered) and notes each body row that holds a component that ran or an element whose
// props changed. Checked against a Play button that selects the whole player state: 100
// rows re-render per timeupdate on a 100-row page.
import type { Browser } from "@playwright/test";
import { settled } from "../e2e/support";

// A string, not a function: tsx would wrap a function's inner functions in __name() helpers
// the page does not have.
export const RENDER_COUNTER_SCRIPT = `(() => {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST_COMPONENT = 5;
  // rowRenders: the sum over commits of the rows each commit re-rendered.
  const state = { commits: 0, rowRenders: 0 };
  let rows = new Set();
  window.__benchRenders = {
    reset() { state.commits = 0; state.rowRenders = 0; },
    read() { return { commits: state.commits, rowRenders: state.rowRenders }; },
  };
  const bodyRow = (fiber) => {
    if (fiber.tag !== HOST_COMPONENT || fiber.type !== "tr") return null;
    const el = fiber.stateNode;
    return el && el.closest && el.closest('[aria-label="Call results"] tbody') ? el : null;
  };
  const rendered = (fiber) => {
    const prev = fiber.alternate;
    if (prev === null) return true;
    if (COMPONENT_TAGS.has(fiber.tag)) return (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
    return fiber.memoizedProps !== prev.memoizedProps;
  };
  const visit = (fiber, row) => {
    for (let f = fiber; f !== null; f = f.sibling) {
      const r = bodyRow(f) || row;
      if (r && rendered(f)) rows.add(r);
      const prev = f.alternate;
      if (f.child !== null && (prev === null || f.child !== prev.child)) visit(f.child, r);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    checkDCE() {},
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      state.commits += 1;
      rows = new Set();
      const current = root.current;
      if (current.child !== null && (current.alternate === null || current.child !== current.alternate.child)) visit(current.child, null);
      state.rowRenders += rows.size;
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})();`;

export interface PlaybackRenders {
  /** Rows re-rendered by pressing Play: the button of the row that plays changes, so ≥ 1 shows the counter sees the table. */
  rowsOnPlay: number;
  timeupdates: number;
  rowRenders: number;
  commits: number;
}

/** Plays a recording from a 100-row page (no virtualization) and counts table row re-renders while it plays. */
export async function playbackRenders(browser: Browser, baseUrl: string, seconds: number): Promise<PlaybackRenders> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RENDER_COUNTER_SCRIPT });
    await page.goto(`${baseUrl}/?pageSize=100`);
    await settled(page);
    const play = page
      .getByRole("grid", { name: "Call results" })
      .getByRole("button", { name: /^Play recording of call / })
      .first();
    await page.evaluate("window.__benchRenders.reset()");
    await play.click();
    // A function, not a string: the page's CSP forbids the eval a string predicate needs.
    await page.waitForFunction(() => {
      const audio = document.querySelector("audio");
      return audio !== null && !audio.paused && audio.currentTime > 0;
    });
    // Let the commits of the press (the button, the dock appearing) finish.
    await page.waitForTimeout(300);
    const onPlay = (await page.evaluate("window.__benchRenders.read()")) as { rowRenders: number };
    return (await page.evaluate(`new Promise((resolve) => {
      const audio = document.querySelector("audio");
      let timeupdates = 0;
      const count = () => { timeupdates += 1; };
      window.__benchRenders.reset();
      audio.addEventListener("timeupdate", count);
      setTimeout(() => {
        audio.removeEventListener("timeupdate", count);
        resolve({ rowsOnPlay: ${onPlay.rowRenders}, timeupdates, ...window.__benchRenders.read() });
      }, ${seconds * 1000});
    })`)) as PlaybackRenders;
  } finally {
    await context.close();
  }
}
