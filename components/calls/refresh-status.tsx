"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

// "Updated 12 s ago" and a Refresh button; old rows stay while new ones load.
export function RefreshStatus({ updatedAt, fetching, onRefresh }: { updatedAt: number; fetching: boolean; onRefresh: () => void }) {
  const [now, setNow] = useState(updatedAt);
  // A clock of its own: after a refresh, "0 s" shows until its next tick (a negative age is 0).
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  const ago = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return (
    <div className="refresh-status">
      <span role="status" className="refresh-status-text">
        {fetching ? "Updating…" : updatedAt > 0 ? `Updated ${ago} ago` : ""}
      </span>
      <Button variant="secondary" onClick={onRefresh} disabled={fetching}>
        <Icon name="refresh" className={`size-4 ${fetching ? "animate-spin" : ""}`} />
        Refresh
      </Button>
    </div>
  );
}
