"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import { matchZones, timeZoneNames } from "@/lib/time-zone-list";
import { BROWSER_ZONE } from "@/lib/time-zones";
import { TimeDisplayChoice } from "./time-display-choice";

interface Option {
  value: string;
  label: string;
}

// A searchable list of zones (the ARIA combobox pattern: focus stays in the box, ↑/↓ move
// through the list, Enter picks): the browser's zone, UTC and every IANA zone.
export function TimeZoneCombobox({ onPicked }: { onPicked: () => void }) {
  const { choice, zone, localZone, choose } = useTimeZone();
  const ids = { list: useId(), hint: useId() };
  const [typed, setTyped] = useState("");
  const all = useMemo(() => timeZoneNames([zone]), [zone]);
  const options = useMemo<Option[]>(() => {
    const browser = { value: BROWSER_ZONE, label: `Browser's zone (${localZone})` };
    const zones = matchZones(all, typed).map((z) => ({ value: z, label: z }));
    // "browser" finds the browser's zone, as does its name.
    const withBrowser = matchZones([`browser ${localZone}`], typed).length > 0;
    return withBrowser ? [browser, ...zones] : zones;
  }, [all, typed, localZone]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((o) => o.value === choice),
    ),
  );
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const pick = (option: Option | undefined) => {
    if (!option) return;
    choose(option.value);
    onPicked();
  };
  const optionId = (i: number) => `${ids.list}-${i}`;

  return (
    <div className="flex w-80 max-w-full flex-col gap-1">
      <label htmlFor={`${ids.list}-box`} className="text-xs font-medium text-slate-700">
        Time zone
      </label>
      <input
        id={`${ids.list}-box`}
        data-autofocus
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
        aria-describedby={ids.hint}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search, e.g. New York"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          const last = options.length - 1;
          if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, last));
          else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
          else if (e.key === "PageDown") setActive((a) => Math.min(a + 10, last));
          else if (e.key === "PageUp") setActive((a) => Math.max(a - 10, 0));
          else if (e.key === "Enter") pick(options[active]);
          else return;
          e.preventDefault();
        }}
        className="field"
      />
      <p id={ids.hint} className="text-xs text-slate-600" role="status">
        {options.length === 0 ? "No zone matches." : `${options.length} zone${options.length === 1 ? "" : "s"}. Now: ${zone}.`}
      </p>
      <div ref={list} id={ids.list} role="listbox" aria-label="Time zones" className="max-h-64 overflow-y-auto rounded border border-slate-200">
        {options.map((o, i) => (
          // Focus stays in the box (aria-activedescendant); the options take a click, and keys
          // should one get focus anyway.
          <div
            key={o.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onPointerDown={(e) => e.preventDefault()}
            tabIndex={-1}
            onClick={() => pick(o)}
            onKeyDown={(e) => e.key === "Enter" && pick(o)}
            className={`flex cursor-pointer items-center justify-between gap-2 px-2 py-1 text-sm ${i === active ? "bg-sky-100 text-sky-950" : "hover:bg-slate-100"}`}
          >
            {o.label}
            {o.value === choice && <span aria-hidden="true">✓</span>}
          </div>
        ))}
      </div>
      {/* Beside the zone, how times show: its code loads with this list, not with the page. */}
      <TimeDisplayChoice />
    </div>
  );
}
