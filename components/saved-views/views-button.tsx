"use client";
import { type ComponentType, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ViewSettings } from "@/lib/view-settings";

import type { ViewDialog } from "./view-dialog";
import type { ViewDialogRequest } from "./view-dialog-request";
import type { ViewsMenu } from "./views-menu";

// The "Views" menu button of the calls view (issue #15). Only this button ships with the
// page: the menu and its dialogs load when first wanted (a pointer over the button or
// focus on it starts the load early), so saved views cost the calls page's first load
// next to nothing. The page passes them in, loaded with the export dialog
// (components/calls/on-demand-parts.ts).

interface ViewsParts {
  /** Starts loading the menu's code. */
  preload: () => Promise<unknown>;
  ViewsMenu: ComponentType<Parameters<typeof ViewsMenu>[0]>;
  ViewDialog: ComponentType<Parameters<typeof ViewDialog>[0]>;
}

export function ViewsButton({
  parts: { preload, ViewsMenu, ViewDialog },
  query,
  view,
  visibility,
}: {
  parts: ViewsParts;
  query: ListQuery;
  view: ViewSettings;
  visibility: Record<string, boolean>;
}) {
  // Which item takes focus when the menu opens (ArrowUp opens it at the last one).
  const [menu, setMenu] = useState<"first" | "last" | null>(null);
  const [dialog, setDialog] = useState<ViewDialogRequest | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const closeMenu = (refocus: boolean) => {
    setMenu(null);
    if (refocus) button.current?.focus();
  };
  const closeDialog = (done?: string) => {
    setDialog(null);
    if (done) setAnnouncement(done);
    button.current?.focus();
  };

  return (
    <div className="relative">
      <Button
        ref={button}
        id={buttonId}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        aria-controls={menu ? menuId : undefined}
        onClick={() => setMenu((open) => (open ? null : "first"))}
        onKeyDown={(e) => {
          if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
          e.preventDefault();
          setMenu(e.key === "ArrowUp" ? "last" : "first");
        }}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
      >
        <Icon name="bookmark" />
        Views
      </Button>
      {menu && (
        <ViewsMenu
          id={menuId}
          labelledBy={buttonId}
          initialFocus={menu}
          query={query}
          view={view}
          visibility={visibility}
          button={button}
          onClose={closeMenu}
          onDone={(done) => {
            setAnnouncement(done);
            closeMenu(true);
          }}
          onDialog={(request) => {
            setMenu(null);
            setDialog(request);
          }}
        />
      )}
      {dialog && <ViewDialog request={dialog} onClose={closeDialog} />}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
