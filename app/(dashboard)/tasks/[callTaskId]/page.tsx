import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TaskRecording } from "@/components/task-recording/task-recording";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { requirePageUser } from "@/lib/server/auth/guard";

export const metadata: Metadata = { title: "Call task recording · Call Results Dashboard" };

// Deep link to a call task's recording: /tasks/{callTaskId}. A path of its own, so it
// never mixes with the list's callTaskId filter.
export default async function TaskPage({ params }: { params: Promise<{ callTaskId: string }> }) {
  await requirePageUser("listener");
  const { callTaskId } = await params;
  if (!PATH_ID_PATTERN.test(callTaskId)) notFound();
  return <TaskRecording key={callTaskId} callTaskId={callTaskId} />;
}
