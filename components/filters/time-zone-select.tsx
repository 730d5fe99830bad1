"use client";
import { useId } from "react";
import { useTimeZone } from "@/lib/client/time-zone";

export function TimeZoneSelect() {
  const { mode, localZone, setMode } = useTimeZone();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        Time zone
      </label>
      <select
        id={id}
        value={mode}
        onChange={(e) => setMode(e.target.value === "utc" ? "utc" : "local")}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-sky-600"
      >
        <option value="local">Local ({localZone})</option>
        <option value="utc">UTC</option>
      </select>
    </div>
  );
}
