"use client";
import { InlineSelect } from "@/components/ui/inline-select";
import { SPEEDS } from "./player-controls";

const OPTIONS = SPEEDS.map((s) => [s, `${s}×`] as const);

// The playback speed; it stays for the next recording and the next visit (player-preferences.ts).
export function SpeedSelect({ rate, onChange, className }: { rate: number; onChange: (rate: number) => void; className: string }) {
  return (
    <InlineSelect
      label="Speed"
      labelClassName="text-xs text-slate-300"
      boxClassName={`gap-1 ${className}`}
      options={OPTIONS}
      value={rate}
      onChange={(e) => onChange(Number(e.target.value))}
      className="rounded bg-slate-800 px-1 py-1 text-sm focus:outline-2 focus:outline-sky-400"
    />
  );
}
