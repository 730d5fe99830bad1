"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";

// "Find recording by call task": opens /tasks/{id}.
export function FindByTaskForm() {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label="Find recording by call task"
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const taskId = value.trim();
        if (!PATH_ID_PATTERN.test(taskId)) {
          setError("A call task ID is 1–128 letters, digits, “_” or “-”.");
          return;
        }
        setError(null);
        router.push(`/tasks/${encodeURIComponent(taskId)}`);
      }}
    >
      <div className="flex flex-col">
        <label htmlFor={id} className="sr-only">
          Find recording by call task
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="Call task ID…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-40 rounded-md border border-slate-300 px-2 py-1 font-mono text-sm focus:outline-2 focus:outline-sky-600 sm:w-56"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-800">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="compact">
        {/* Short on phones, so the header stays one line at 390 px; the name stays whole. */}
        Find<span className="phone:sr-only"> recording</span>
      </Button>
    </form>
  );
}
