"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { handBack, refreshPlans } from "@/lib/dashboard-api/assignments";

// A queue row's "Hand back": the reason, then the assignment leaves the queue (an admin may
// give it to someone else). The reason goes to the audit trail.
export function HandBack({ id, callId }: { id: string; callId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const back = useMutation({ mutationFn: () => handBack(id, reason.trim()), onSuccess: () => refreshPlans(queryClient) });
  if (!open)
    return (
      <Button variant="compact" onClick={() => setOpen(true)} aria-label={`Hand back ${callId}`}>
        Hand back
      </Button>
    );
  return (
    <form
      aria-label={`Hand back ${callId}`}
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        back.mutate();
      }}
    >
      <label className="text-sm">
        Reason
        <input className="field ml-2" value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" variant="compact" disabled={back.isPending}>
        Hand back
      </Button>
      <FormError error={back.error} className="text-sm text-red-800" />
    </form>
  );
}
