"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog, useModalDialog } from "@/components/ui/modal-dialog";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { deleteView, refreshViews } from "@/lib/dashboard-api/saved-views";
import type { SavedView } from "@/lib/saved-views/saved-view";

// Deleting a view asks first: it cannot be undone, and a shared view goes for everyone.
// Focus starts on Cancel, so Enter alone deletes nothing.
export function DeleteViewDialog({ view, onClose }: { view: SavedView; onClose: (announcement?: string) => void }) {
  const dialog = useModalDialog(onClose);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { close } = dialog;

  // After the dialog's own effect has opened it.
  useEffect(() => {
    dialog.ref.current?.querySelector<HTMLButtonElement>("button[data-cancel]")?.focus();
  }, [dialog.ref]);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteView(view.id);
      await refreshViews(queryClient);
      close(`Deleted the view “${view.name}”.`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The view could not be deleted just now. Try again.");
      setBusy(false);
    }
  }

  return (
    <ModalDialog dialog={dialog} title={<>Delete view “{view.name}”?</>}>
      <p className="mt-2 text-sm">
        {view.scope === "shared" ? "It is shared: it goes for everyone who uses it." : "Only the saved view goes; no calls are touched."} This cannot be undone.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button data-cancel variant="secondary" onClick={() => close()}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} aria-disabled={busy}>
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}
