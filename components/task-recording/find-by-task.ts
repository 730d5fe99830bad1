import type { useRouter } from "next/navigation";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";

/**
 * The search's submit (task-search-form.tsx), loaded when the search box is pointed at or
 * focused, or at the first submit: a valid call task ID opens /tasks/{id}; anything else
 * returns the error to show.
 */
export function findByTask(value: string, router: ReturnType<typeof useRouter>): string | null {
  const taskId = value.trim();
  if (!PATH_ID_PATTERN.test(taskId)) return "A call task ID is 1–128 letters, digits, “_” or “-”.";
  router.push(`/tasks/${encodeURIComponent(taskId)}`);
  return null;
}
