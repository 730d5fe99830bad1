"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { putReview, refreshNotes } from "@/lib/dashboard-api/notes";
import type { Review } from "@/lib/reviews/review";
import { SCORES } from "@/lib/reviews/scores";
import { REVIEW_KEY } from "@/lib/shortcut-keys";
import { useReviewKeys } from "./use-review-keys";

const same = (a: string[], b: string[]) => a.length === b.length && a.every((t) => b.includes(t));

// The signed-in user's review of the call: a score, tags from the configured set, and
// "Mark reviewed", which reads "Reviewed" (pressed) while the saved review matches.
// Shift+R (use-review-keys.ts) marks it and then goes on to `next`, the call page's next call.
export function ReviewForm({ callId, tags, own, next }: { callId: string; tags: string[]; own: Review | undefined; next: (() => void) | undefined }) {
  const queryClient = useQueryClient();
  const scoreLabel = useId();
  const [score, setScore] = useState<number | null>(own?.score ?? null);
  const [chosen, setChosen] = useState<string[]>(own?.tags ?? []);
  const [wrong, setWrong] = useState<string | null>(null);
  const write = useMutation({
    mutationFn: (scored: number) =>
      putReview(
        callId,
        scored,
        tags.filter((t) => chosen.includes(t)),
      ),
    onSuccess: () => refreshNotes(queryClient, callId),
  });
  const busy = write.isPending;
  const reviewed = own !== undefined && own.score === score && same(own.tags, chosen);

  const tagsRef = useRef<HTMLFieldSetElement>(null);
  // Whether the review was saved: Shift+R goes on to the next call only then.
  async function mark(): Promise<boolean> {
    if (busy) return false;
    setWrong(score === null ? "Choose a score from 1 to 5 first." : null);
    write.reset();
    if (score === null) return false;
    return write.mutateAsync(score).then(
      () => true,
      () => false,
    );
  }
  useReviewKeys({ score: setScore, mark, next, tags: tagsRef });

  return (
    <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
      <div role="radiogroup" aria-labelledby={scoreLabel} className="flex items-center gap-3">
        <span id={scoreLabel} className="text-sm font-medium">
          Score
        </span>
        {SCORES.map((n) => (
          // At least 24 × 24 px as a target (WCAG 2.5.8), 44 on phones (the base rule of app/globals.css yields to these utilities).
          <label key={n} className="inline-flex min-h-6 min-w-6 items-center justify-center gap-1 text-sm phone:min-h-11 phone:min-w-11">
            <input type="radio" name={`score-${callId}`} value={n} checked={score === n} onChange={() => setScore(n)} />
            {n}
          </label>
        ))}
      </div>
      <fieldset ref={tagsRef} className="flex flex-wrap items-center gap-3">
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
      {/* Not disabled while saving: a disabled button drops its focus to the page's body. */}
      <Button onClick={() => void mark()} aria-disabled={busy} aria-pressed={reviewed} aria-keyshortcuts={`${REVIEW_KEY} Shift+${REVIEW_KEY}`}>
        {reviewed ? "Reviewed" : "Mark reviewed"}
      </Button>
      <FormError error={wrong ?? write.error} className="w-full text-sm text-red-800" />
    </div>
  );
}
