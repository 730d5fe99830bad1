"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { reassign, refreshPlans } from "@/lib/dashboard-api/assignments";

// An admin's "Reassign" on an assignment (issue #41 §3): the reviewer it goes to and why (the
// reason goes to the audit trail); it then shows in that reviewer's queue.
export function Reassign({ id, callId }: { id: string; callId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reviewer, setReviewer] = useState("");
  const [reason, setReason] = useState("");
  const move = useMutation({
    mutationFn: () => reassign(id, reviewer.trim(), reason.trim()),
    onSuccess: async () => {
      setOpen(false);
      await refreshPlans(queryClient);
    },
  });
  if (!open)
    return (
      <Button variant="compact" onClick={() => setOpen(true)} aria-label={`Reassign ${callId}`}>
        Reassign
      </Button>
    );
  return (
    <form
      aria-label={`Reassign ${callId}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        move.mutate();
      }}
    >
      <label className="text-sm">
        To reviewer
        <input className="field ml-2" value={reviewer} maxLength={100} required onChange={(e) => setReviewer(e.target.value)} />
      </label>
      <label className="text-sm">
        Reason
        <input className="field ml-2" value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" variant="compact" disabled={move.isPending}>
        Reassign
      </Button>
      <Button variant="secondary" className="btn-compact" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {move.error && (
        <span role="alert" className="text-sm text-red-800">
          {move.error.message}
        </span>
      )}
    </form>
  );
}
