import { Button } from "@/components/ui/button";

// The header's search: a plain GET form to /tasks?id=…, which opens the call of a call's id,
// the recording of a call task's, and the calls view's search for a phone number or an
// agent's name (app/(dashboard)/tasks/page.tsx, lib/header-search.ts). It needs no browser
// code at all and works before the page's scripts have run. No pattern: a name has spaces and
// a number its punctuation; the page says what it could not use. A full page load, unlike a
// link's: the task's page loads its own recording into the player anyway.
export function FindByTaskForm() {
  return (
    <form role="search" aria-label="Find a call" action="/tasks" method="get" className="flex items-start gap-2">
      {/* Short: a longer name held the filter bar's ("Call task ID", "Phone number"); the title says what it takes. */}
      <label htmlFor="find-task" className="sr-only">
        Find a call
      </label>
      <input
        id="find-task"
        name="id"
        type="search"
        required
        title="A call ID, a call task ID, a phone number or an agent’s name"
        maxLength={256}
        placeholder="Call, task, number, name…"
        autoComplete="off"
        spellCheck={false}
        className="field w-40 py-1 font-mono sm:w-56"
      />
      <Button type="submit" variant="compact">
        Find
      </Button>
    </form>
  );
}
