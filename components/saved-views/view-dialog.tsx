"use client";
import { DeleteViewDialog } from "./delete-view-dialog";
import type { ViewDialogRequest } from "./view-dialog-request";
import { ViewNameDialog } from "./view-name-dialog";

// The dialog a menu item asked for (views-button.tsx loads this on demand): one import for
// the three, so the calls page's first load carries one loader for them, not two.
export function ViewDialog({ request, onClose }: { request: ViewDialogRequest; onClose: (announcement?: string) => void }) {
  return request.kind === "delete" ? <DeleteViewDialog view={request.view} onClose={onClose} /> : <ViewNameDialog request={request} onClose={onClose} />;
}
