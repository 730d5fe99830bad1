"use client";
// The column picker's choice, kept in this browser. The server renders the defaults; the
// stored choice is applied after hydration. Only the columns a user toggled are stored,
// so a column that later becomes visible by default reaches users who never hid it.
// A link that names its columns (`columns=…`, as a saved view does) wins over the stored
// choice, and the picker then changes the link, not the choice.
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { appendViewSettings, parseViewSettings, VIEW_COLUMNS } from "@/lib/view-settings";

const STORAGE_KEY = "crd-columns-v2";
// Version 1 stored the whole visibility map, defaults included, so it cannot tell a column
// the user hid from one that was merely hidden by default then.
const V1_KEY = "crd-columns-v1";
// Columns hidden by default in version 1 and shown by default since: a stored `false` for
// them is the old default, not a choice.
const V1_HIDDEN_NOW_SHOWN = ["callId", "detailsUrl"];

type Choices = Record<string, boolean>;

function booleansOnly(value: unknown): Choices {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "boolean"));
}

/** The stored choices, migrating a version-1 map once. */
export function readChoices(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">, defaults: Choices): Choices {
  const stored = storage.getItem(STORAGE_KEY);
  if (stored !== null) return booleansOnly(JSON.parse(stored));
  const v1 = storage.getItem(V1_KEY);
  if (v1 === null) return {};
  const choices = Object.fromEntries(
    Object.entries(booleansOnly(JSON.parse(v1))).filter(
      ([column, visible]) => !(V1_HIDDEN_NOW_SHOWN.includes(column) && !visible) && visible !== (defaults[column] ?? true),
    ),
  );
  storage.setItem(STORAGE_KEY, JSON.stringify(choices));
  storage.removeItem(V1_KEY);
  return choices;
}

/** The visibility of every column when a link names the visible ones. */
function linkVisibility(columns: readonly string[]): Choices {
  return Object.fromEntries(VIEW_COLUMNS.map((key) => [key, columns.includes(key)]));
}

export function useColumnVisibility(defaults: Choices) {
  const [choices, setChoices] = useState<Choices>({});
  const searchParams = useSearchParams();
  const linked = useMemo(() => parseViewSettings(new URLSearchParams(searchParams.toString())).view.columns, [searchParams]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; the defaults are the table's constant columns.
  useEffect(() => {
    try {
      // Only when there is a choice: a new empty object would re-render the whole table
      // right after hydration for nothing (#18).
      const stored = readChoices(window.localStorage, defaults);
      if (Object.keys(stored).length > 0) setChoices(stored);
    } catch {
      // A broken entry falls back to the defaults.
    }
  }, []);

  const set = useCallback((column: string, visible: boolean) => {
    const params = new URLSearchParams(window.location.search);
    const { view } = parseViewSettings(params);
    if (view.columns) {
      const columns = visible ? [...view.columns, column] : view.columns.filter((c) => c !== column);
      params.delete("columns");
      // Hiding the last named column hands the choice back to the browser's own.
      appendViewSettings(params, { live: false, columns: columns as typeof view.columns });
      const search = params.toString();
      window.history.replaceState(null, "", search ? `?${search}` : window.location.pathname);
      return;
    }
    setChoices((current) => {
      const next = { ...current, [column]: visible };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full store: the choice lasts for this page only.
      }
      return next;
    });
  }, []);

  const visibility = useMemo(() => (linked ? linkVisibility(linked) : { ...defaults, ...choices }), [defaults, choices, linked]);
  return { visibility, set };
}
