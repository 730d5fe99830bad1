"use client";
import { type ComponentProps, type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { SummaryPanel } from "@/components/summary/summary-panel";

type Props = ComponentProps<typeof SummaryPanel>;

// The summary's code is out of the calls page's first load (issue #38: our own first-load JS
// ≤ 25 KB). It loads as the page starts, beside the page's own scripts, and the server's
// markup of the summary stands until it is there. The server renders the panel itself, in the
// page's own stream: behind a Suspense boundary (next/dynamic), React streamed its large
// markup apart from the page, behind a placeholder that a page without scripts kept
// (docs/architecture.md). `typeof window` is a constant in each build, so the browser's
// bundle leaves the require out.
const ServerPanel: ComponentType<Props> | undefined =
  typeof window === "undefined"
    ? (require("@/components/summary/summary-panel") as typeof import("@/components/summary/summary-panel")).SummaryPanel
    : undefined;
const loadPanel = () => import("@/components/summary/summary-panel").then((m) => m.SummaryPanel);
// A failed fetch is tried once more.
const panel = typeof window === "undefined" ? undefined : loadPanel().catch(loadPanel);
const CONTROLS = "button, [tabindex]";
const never = () => () => {};
const controlsIn = (box: HTMLElement | null) => [...(box?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];

/** The Summary: the server's markup, left as it is by hydration until the panel's code takes over. */
export function SummarySlot(props: Props) {
  // Hydrating the server's markup, not mounted by a client-side navigation (which has none).
  const [served] = useState(
    useSyncExternalStore(
      never,
      () => false,
      () => true,
    ),
  );
  const [Panel, setPanel] = useState<ComponentType<Props>>();
  const box = useRef<HTMLDivElement>(null);
  // The control of the server's markup pressed before the code came, and the one focus is
  // on as it comes, by their place among its controls: the panel's markup is the same, so
  // its control in that place is pressed or focused in their stead.
  const pressed = useRef(-1);
  const focused = useRef(-1);
  useEffect(() => {
    void panel?.then((p) => {
      focused.current = controlsIn(box.current).indexOf(document.activeElement as HTMLElement);
      setPanel(() => p);
    });
  }, []);
  useEffect(() => {
    if (!Panel) return;
    const controls = controlsIn(box.current);
    controls[focused.current]?.focus();
    controls[pressed.current]?.click();
  }, [Panel]);
  if (ServerPanel) {
    return (
      <div>
        <ServerPanel {...props} />
      </div>
    );
  }
  if (Panel) {
    return (
      <div ref={box} key="live">
        <Panel {...props} />
      </div>
    );
  }
  // Mounted in the browser (a client-side navigation): the summary's place, until its code is there.
  if (!served) return <div className="panel summary-strip min-[641px]:min-h-[7.5rem]" />;
  return (
    <div
      ref={box}
      key="served"
      // Hydration leaves the server's markup inside as it is (it compares no inner HTML).
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; the markup inside is the server's render of the panel.
      dangerouslySetInnerHTML={{ __html: "" }}
      onClickCapture={(e) => {
        pressed.current = controlsIn(e.currentTarget).indexOf((e.target as Element).closest("button") as HTMLElement);
      }}
    />
  );
}
