"use client";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";

// "Updated 12 s ago" and a Refresh button; old rows stay while new ones load.
export function RefreshStatus({ updatedAt, fetching, onRefresh }: { updatedAt: number; fetching: boolean; onRefresh: () => void }) {
  const [now, setNow] = useState(updatedAt);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [updatedAt]);
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  const ago = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <span role="status">{fetching ? "Updating…" : updatedAt > 0 ? `Updated ${ago} ago` : ""}</span>
      <button
        type="button"
        onClick={onRefresh}
        disabled={fetching}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 hover:bg-slate-50 focus-ring disabled:opacity-60"
      >
        <Icon name="refresh" className={`size-4 ${fetching ? "animate-spin" : ""}`} />
        Refresh
      </button>
    </div>
  );
}
