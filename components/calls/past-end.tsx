"use client";
import { Button } from "@/components/ui/button";

// A page number past the last page (an old link, a list that shrank), and the way back.
export function PastEnd({ page, totalPages, onLast }: { page: number; totalPages: number; onLast: () => void }) {
  return (
    <div role="status" className="rounded-md border border-slate-300 bg-white p-6 text-center">
      <p>
        Page {page} is past the end: there {totalPages === 1 ? "is 1 page" : `are ${totalPages} pages`}.
      </p>
      <Button onClick={onLast} className="mt-3">
        Go to last page
      </Button>
    </div>
  );
}
