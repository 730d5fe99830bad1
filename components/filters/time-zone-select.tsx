"use client";
import { Field } from "@/components/ui/field";
import { INPUT_CLASS } from "@/components/ui/labelled";
import { useTimeZone } from "@/lib/client/time-zone";

export function TimeZoneSelect() {
  const { mode, localZone, setMode } = useTimeZone();
  return (
    <Field label="Time zone">
      {(id) => (
        <select id={id} value={mode} onChange={(e) => setMode(e.target.value === "utc" ? "utc" : "local")} className={INPUT_CLASS}>
          <option value="local">Local ({localZone})</option>
          <option value="utc">UTC</option>
        </select>
      )}
    </Field>
  );
}
