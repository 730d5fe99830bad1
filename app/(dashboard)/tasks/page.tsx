import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TASK_ID_HINT } from "@/components/task-recording/task-id-input";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { requirePageUser, spendToken } from "@/lib/server/auth/guard";
import { listCallResults } from "@/lib/server/upstream/upstream";

export const metadata: Metadata = { title: "Find a recording · Call Results Dashboard" };

// Where the header's search lands (find-by-task-form.tsx, a plain GET form): a call's id
// opens that call's page (issue #38: people type call ids there too), another valid ID its
// call task's recording page; anything else is refused here, naming what was given (cut to
// 128 characters) and what an ID is, with the header's search box to try again.

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
  const given = (await searchParams).id;
  const id = typeof given === "string" ? given.trim() : "";
  if (PATH_ID_PATTERN.test(id)) redirect(`/${(await isCallId(user, id)) ? "calls" : "tasks"}/${encodeURIComponent(id)}`);
  const shown = id.length > 128 ? `${id.slice(0, 128)}…` : id;
  return (
    <section aria-labelledby="find-task-heading" className="space-y-4">
      <h1 id="find-task-heading" className="text-2xl font-semibold">
        Find a recording by call task
      </h1>
      <p role="alert" className="panel p-4">
        {id === "" ? (
          "Give a call task ID in the search box above."
        ) : (
          <>
            “<span className="font-mono break-all">{shown}</span>” is not a call task ID.
          </>
        )}{" "}
        {TASK_ID_HINT}
      </p>
    </section>
  );
}
