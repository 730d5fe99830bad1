import type { Metadata } from "next";
import { connection } from "next/server";
import { QueueTable } from "@/components/quality/queue-table";
import { ShortcutsHelp } from "@/components/ui/shortcuts-help";
import { requirePageUser } from "@/lib/server/auth/guard";

export const metadata: Metadata = { title: "My queue · Call Results Dashboard" };

// The signed-in reviewer's open assignments (issue #41), oldest due first, worked by keyboard:
// J/K move through the rows, Enter opens the call with its scorecard, and from there J/K and
// Ctrl+Enter go on through the queue.
export default async function QueuePage() {
  await connection();
  await requirePageUser("listener");
  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 id="queue-heading" className="text-2xl font-semibold">
          My queue
        </h1>
        <ShortcutsHelp place="page" />
      </div>
      <QueueTable />
    </section>
  );
}
