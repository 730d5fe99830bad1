"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { SavedView } from "@/lib/call-results/saved-view";
import { ApiError } from "@/lib/client/api-client";
import { deleteView, VIEWS_QUERY_KEY } from "@/lib/client/saved-views-api";
import { Button } from "@/components/ui/button";

// Deleting a view asks first: it cannot be undone, and a shared view goes for everyone.
// Focus starts on Cancel, so Enter alone deletes nothing.
export function DeleteViewDialog({ view, onClose }: { view: SavedView; onClose: (announcement?: string) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Closed before the caller moves focus: while a modal dialog is open, the page behind it is inert.
  const close = (announcement?: string) => {
    dialog.current?.close();
    onClose(announcement);
  };

  useEffect(() => {
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLButtonElement>("button[data-cancel]")?.focus();
  }, []);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteView(view.id);
      await queryClient.invalidateQueries({ queryKey: VIEWS_QUERY_KEY });
      close(`Deleted the view “${view.name}”.`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The view could not be deleted just now. Try again.");
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Delete view “{view.name}”?
      </h2>
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
        <button
          type="button"
          onClick={confirm}
          aria-disabled={busy}
          className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 focus-ring focus-visible:outline-offset-2"
        >
          Delete
        </button>
      </div>
    </dialog>
  );
}
