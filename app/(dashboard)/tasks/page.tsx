import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { TASK_ID_HINT } from "@/components/task-recording/task-id-input";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { readHeaderSearch } from "@/lib/header-search";
import { FILTER_LABELS } from "@/lib/labels";
import { requirePageUser, spendToken } from "@/lib/server/auth/guard";
import { indexConfig } from "@/lib/server/call-index/config";
import { listCallResults } from "@/lib/server/upstream/upstream";

export const metadata: Metadata = { title: "Find a call · Call Results Dashboard" };

// Where the header's search lands (find-by-task-form.tsx, a plain GET form; issue #38: it took
// only call task ids): a call's id opens that call's page, another id its call task's
// recording page; a phone number or an agent's name is the calls view's search (`phone=`,
// `agentName=`), which needs the call index: without it the page says so. Anything else is
// refused here, naming what was given (cut to 128 characters) and what the box takes.

/** Whether the service knows a call by this id: one list request, paid as a page's; a failure says no, and the task's page tells its own. */
async function isCallId(user: Parameters<typeof spendToken>[0], id: string): Promise<boolean> {
  try {
    await spendToken(user);
    return (await listCallResults({ ...LIST_QUERY_DEFAULTS, callId: id, pageSize: 1 })).data.length > 0;
  } catch {
    return false;
  }
}

export default async function FindTaskPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser("listener");
  const search = readHeaderSearch((await searchParams).id);
  const { text, kind } = search;
  if (search.id && (await isCallId(user, text))) redirect(`/calls/${encodeURIComponent(text)}`);
  if (kind === "id") redirect(`/tasks/${encodeURIComponent(text)}`);
  const param = kind === "phone" ? "phone" : "agentName";
  const indexOn = indexConfig().enabled;
  if ((kind === "phone" || kind === "name") && !search.problem && indexOn) redirect(`/?${new URLSearchParams({ [param]: text })}`);
  const shown = <span className="font-mono break-all">{text.length > 128 ? `${text.slice(0, 128)}…` : text}</span>;
  return (
    <section aria-labelledby="find-task-heading" className="space-y-4">
      <h1 id="find-task-heading" className="text-2xl font-semibold">
        Find a call
      </h1>
      <div role="alert" className="panel space-y-2 p-4">
        {kind === "empty" && <p>Give a call ID, a call task ID, a phone number or an agent’s name in the search box above.</p>}
        {search.problem && (
          <p>
            “{shown}” cannot be searched. {search.problem}
          </p>
        )}
        {(kind === "phone" || kind === "name") && !search.problem && (
          <p>
            Searching calls by {FILTER_LABELS[param].toLowerCase()} needs the call index, which is off on this dashboard (DASHBOARD_INDEX=off). Search by a call
            ID, call task ID, agent ID or end user ID instead, in the calls view’s filters.
          </p>
        )}
        {kind === "invalid" && (
          <p>
            “{shown}” is neither a call ID, a call task ID, a phone number nor a name. {TASK_ID_HINT}
          </p>
        )}
        {search.id && (
          <p>
            No call has that ID.{" "}
            <Link href={`/tasks/${encodeURIComponent(text)}`} className="link">
              Look for a call task “{text}”
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
