"use client";
import { useRouter } from "next/navigation";
import { type ReactNode, useId, useState } from "react";

// What a submit does (checking the ID, opening its page) loads when the box is pointed at or
// focused, not with the page; a submit before it is there waits for it.
const loadFind = () => import("./find-by-task");
const preload = () => void loadFind().catch(() => undefined);

// The header's call task search as a form whose box says what is wrong with the ID given;
// `children` is its submit button (find-by-task-form.tsx).
export function TaskSearchForm({ children }: { children: ReactNode }) {
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label="Find recording by call task"
      className="flex items-start gap-2"
      onPointerEnter={preload}
      onFocus={preload}
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get("task") ?? "");
        loadFind().then(
          (m) => setError(m.findByTask(value, router)),
          () => setError("The search could not be loaded. Check your connection and try again."),
        );
      }}
    >
      <div className="flex flex-col">
        <label htmlFor={id} className="sr-only">
          Find recording by call task
        </label>
        <input
          id={id}
          name="task"
          type="search"
          placeholder="Call task ID…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field w-40 py-1 font-mono sm:w-56"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-800">
            {error}
          </p>
        )}
      </div>
      {children}
    </form>
  );
}
