"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { ModalDialog, useModalDialog } from "@/components/ui/modal-dialog";
import { deleteView, refreshViews } from "@/lib/dashboard-api/saved-views";
import type { SavedView } from "@/lib/saved-views/saved-view";

// Deleting a view asks first: it cannot be undone, and a shared view goes for everyone.
// Focus starts on Cancel, so Enter alone deletes nothing.
export function DeleteViewDialog({ view, onClose }: { view: SavedView; onClose: (announcement?: string) => void }) {
  const dialog = useModalDialog(onClose);
  const queryClient = useQueryClient();
  const { close } = dialog;
  const remove = useMutation({
    mutationFn: () => deleteView(view.id),
    onSuccess: async () => {
      await refreshViews(queryClient);
      close(`Deleted the view “${view.name}”.`);
    },
  });
  const busy = remove.isPending || remove.isSuccess;

  // After the dialog's own effect has opened it.
  useEffect(() => {
    dialog.ref.current?.querySelector<HTMLButtonElement>("button[data-cancel]")?.focus();
  }, [dialog.ref]);

  return (
    <ModalDialog dialog={dialog} title={<>Delete view “{view.name}”?</>}>
      <p className="mt-2 text-sm">
        {view.scope === "shared" ? "It is shared: it goes for everyone who uses it." : "Only the saved view goes; no calls are touched."} This cannot be undone.
      </p>
      <FormError error={remove.error} fallback="The view could not be deleted just now. Try again." className="mt-2 text-sm text-red-800" />
      <div className="mt-4 flex justify-end gap-2">
        <Button data-cancel variant="secondary" onClick={() => close()}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => busy || remove.mutate()} aria-disabled={busy}>
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}
