import type { SavedView } from "@/lib/saved-views/saved-view";

/** What the menu asks the button to open once the menu has closed. */
export type ViewDialogRequest = { kind: "save"; search: string } | { kind: "rename"; view: SavedView } | { kind: "delete"; view: SavedView };
