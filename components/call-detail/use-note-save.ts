"use client";
import { useState } from "react";

/**
 * A note form's sending state: `save` checks first (a problem stops it), then runs `send`;
 * a refusal's message becomes the problem, and the typed text is left as it was.
 */
export function useNoteSave() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(wrong: string | null, send: () => Promise<void>) {
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { problem, busy, save };
}
