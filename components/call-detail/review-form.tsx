"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Review } from "@/lib/call-results/review";
import { SCORES } from "@/lib/call-results/scores";
import { isTyping } from "@/lib/client/is-typing";
import { putReview, refreshNotes } from "@/lib/dashboard-api/notes";
import { REVIEW_KEY } from "./review-shortcuts";

const same = (a: string[], b: string[]) => a.length === b.length && a.every((t) => b.includes(t));

// The signed-in user's review of the call: a score, tags from the configured set, and
// "Mark reviewed", which reads "Reviewed" (pressed) while the saved review matches.
export function ReviewForm({ callId, tags, own }: { callId: string; tags: string[]; own: Review | undefined }) {
  const queryClient = useQueryClient();
  const scoreLabel = useId();
  const [score, setScore] = useState<number | null>(own?.score ?? null);
  const [chosen, setChosen] = useState<string[]>(own?.tags ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reviewed = own !== undefined && own.score === score && same(own.tags, chosen);

  async function mark() {
    if (score === null) return setProblem("Choose a score from 1 to 5 first.");
    setProblem(null);
    setBusy(true);
    try {
      await putReview(
        callId,
        score,
        tags.filter((t) => chosen.includes(t)),
      );
      await refreshNotes(queryClient, callId);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  // The key outside text fields: the latest choice, without re-adding the listener per change.
  const markRef = useRef(mark);
  markRef.current = mark;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== REVIEW_KEY || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      e.preventDefault();
      void markRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
      <div role="radiogroup" aria-labelledby={scoreLabel} className="flex items-center gap-3">
        <span id={scoreLabel} className="text-sm font-medium">
          Score
        </span>
        {SCORES.map((n) => (
          <label key={n} className="inline-flex items-center gap-1 text-sm">
            <input type="radio" name={`score-${callId}`} value={n} checked={score === n} onChange={() => setScore(n)} />
            {n}
          </label>
        ))}
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="float-left mr-3 text-sm font-medium">Tags</legend>
        {tags.map((tag) => (
          <label key={tag} className="inline-flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(tag)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, tag] : c.filter((t) => t !== tag)))}
            />
            {tag}
          </label>
        ))}
      </fieldset>
      <Button onClick={() => void mark()} disabled={busy} aria-pressed={reviewed} aria-keyshortcuts={REVIEW_KEY}>
        {reviewed ? "Reviewed" : "Mark reviewed"}
      </Button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
