import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TASK_ID_HINT } from "@/components/task-recording/task-id-input";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { requirePageUser } from "@/lib/server/auth/guard";

export const metadata: Metadata = { title: "Find a recording · Call Results Dashboard" };

// Where the header's call task search lands (find-by-task-form.tsx, a plain GET form):
// a valid ID opens its recording's page; anything else is refused here, naming what was
// given (cut to 128 characters) and what an ID is, with the header's search box to try again.
export default async function FindTaskPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser("listener");
  const given = (await searchParams).id;
  const id = typeof given === "string" ? given.trim() : "";
  if (PATH_ID_PATTERN.test(id)) redirect(`/tasks/${encodeURIComponent(id)}`);
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
