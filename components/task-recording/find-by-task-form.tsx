import { Button } from "@/components/ui/button";
import { TaskSearchForm } from "./task-search-form";

// "Find recording by call task": opens /tasks/{id}. A server component: its button is
// rendered here, so no browser code is needed for it.
export function FindByTaskForm() {
  return (
    <TaskSearchForm>
      <Button type="submit" variant="compact">
        {/* Short on phones, so the header stays one line at 390 px; the name stays whole. */}
        Find<span className="phone:sr-only"> recording</span>
      </Button>
    </TaskSearchForm>
  );
}
