"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { ModalDialog, useModalDialog } from "@/components/ui/modal-dialog";
import { RadioChoice } from "@/components/ui/radio-choice";
import { createView, refreshViews, renameView, savedViewsOptions } from "@/lib/dashboard-api/saved-views";
import { type SavedView, type ViewScope, viewNameProblem } from "@/lib/saved-views/saved-view";

type Request = { kind: "save"; search: string } | { kind: "rename"; view: SavedView };

const SCOPES = [
  ["personal", "Only me"],
  ["shared", "Everyone (shared)"],
] as const satisfies readonly (readonly [ViewScope, string])[];

// "Save view" and "Rename view": a name (and, when saving with sign-in, who sees the view).
// A modal dialog: focus stays in it until it closes. What is wrong (a taken name, one too
// long, a role that may not share) is said next to the field, and nothing typed is lost.
export function ViewNameDialog({ request, onClose }: { request: Request; onClose: (announcement?: string) => void }) {
  const dialog = useModalDialog(onClose);
  const nameId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery(savedViewsOptions());
  const [name, setName] = useState(request.kind === "rename" ? request.view.name : "");
  const [scope, setScope] = useState<ViewScope>("personal");
  const [wrong, setWrong] = useState<string | null>(null);
  const saving = request.kind === "save";
  const { close } = dialog;
  const write = useMutation({
    mutationFn: (trimmed: string) => (saving ? createView(trimmed, request.search, scope) : renameView(request.view.id, trimmed)),
    onSuccess: async (view) => {
      await refreshViews(queryClient);
      close(saving ? `Saved view “${view.name}”.` : `Renamed the view to “${view.name}”.`);
    },
  });
  // Kept after a success too, until the dialog has closed: a second Enter sends nothing.
  const busy = write.isPending || write.isSuccess;
  const error = wrong ?? write.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    setWrong(viewNameProblem(trimmed));
    write.reset();
    if (!viewNameProblem(trimmed)) write.mutate(trimmed);
  }

  return (
    <ModalDialog dialog={dialog} title={saving ? "Save view" : "Rename view"}>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium">
            Name
          </label>
          <input
            id={nameId}
            // biome-ignore lint/a11y/noAutofocus: the dialog (ModalDialog) opens to be typed into
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus-ring"
          />
          <FormError error={error} id={errorId} fallback="The view could not be saved just now. Try again." className="mt-1 text-sm text-red-800" />
        </div>
        {saving && data?.signIn && (
          <RadioChoice
            legend="Who sees it"
            name="view-scope"
            options={SCOPES}
            value={scope}
            onChange={setScope}
            disabled={(option) => option === "shared" && !data.canShare}
          >
            {!data.canShare && <p className="mt-1 text-xs text-slate-700">Only an admin can share a view with everyone.</p>}
          </RadioChoice>
        )}
        {saving && data?.signIn === false && (
          <p className="text-sm text-slate-700">Without sign-in, every view is shared by everyone who uses this dashboard.</p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close()}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
