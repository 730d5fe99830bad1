"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { refreshNotes } from "@/lib/dashboard-api/notes";

/**
 * A note form's write (a TanStack Query mutation): `save` checks first (a problem stops it),
 * then sends `text`; once the server has it, the call's notes are read again and `onSaved`
 * runs. A refusal is the problem shown (with its reference), and the typed text stays.
 */
export function useNoteSave(callId: string, send: (text: string) => Promise<unknown>, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [wrong, setWrong] = useState<string | null>(null);
  const write = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await refreshNotes(queryClient, callId);
      onSaved();
    },
  });
  function save(problem: string | null, text: string) {
    if (write.isPending) return;
    setWrong(problem);
    write.reset();
    if (!problem) write.mutate(text);
  }
  return { problem: wrong ?? write.error, busy: write.isPending, save };
}
