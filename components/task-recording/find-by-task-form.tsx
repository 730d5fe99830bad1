import { Button } from "@/components/ui/button";
import { TASK_ID_HINT, TASK_ID_INPUT_PATTERN } from "./task-id-input";

// "Find recording by call task": a plain GET form to /tasks?id=…, which opens /tasks/{id}, or
// /calls/{id} when the ID is a call's
// (app/(dashboard)/tasks/page.tsx). It needs no browser code at all and works before the
// page's scripts have run. The browser refuses a bad ID itself, by the pattern, and says what
// an ID is (the title); the page checks again and says so too. A full page load, unlike a
// link's: the task's page loads its own recording into the player anyway.
export function FindByTaskForm() {
  return (
    <form role="search" aria-label="Find recording by call task" action="/tasks" method="get" className="flex items-start gap-2">
      <label htmlFor="find-task" className="sr-only">
        Find recording by call task
      </label>
      <input
        id="find-task"
        name="id"
        type="search"
        required
        pattern={TASK_ID_INPUT_PATTERN}
        title={TASK_ID_HINT}
        maxLength={256}
        placeholder="Call or call task ID…"
        autoComplete="off"
        spellCheck={false}
        className="field w-40 py-1 font-mono sm:w-56"
      />
      <Button type="submit" variant="compact">
        {/* Short on phones, so the header stays one line at 390 px; the name stays whole. */}
        Find<span className="phone:sr-only"> recording</span>
      </Button>
    </form>
  );
}
