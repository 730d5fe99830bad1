"use client";
import { useState } from "react";
import { InlineSelect } from "@/components/ui/inline-select";
import { parseTheme, THEMES, type Theme } from "@/lib/client/theme-cookie";
import { THEME_COOKIE } from "@/lib/cookie-names";

const LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const OPTIONS = THEMES.map((t) => [t, LABELS[t]] as const);

// System / Light / Dark in the header. The page switches at once through <html data-theme>
// (app/globals.css keys the palette on it); the cookie makes the server render the same
// attribute on the next load, so the theme is right from the first paint.
export function ThemeChoice({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState(initial);
  return (
    <InlineSelect
      label="Theme"
      // On phones the select alone (still named "Theme"), so the header keeps to two rows.
      labelClassName="text-slate-700 phone:sr-only"
      boxClassName="gap-1.5 text-sm"
      options={OPTIONS}
      value={theme}
      onChange={(e) => {
        const next = parseTheme(e.target.value);
        setTheme(next);
        document.documentElement.dataset.theme = next;
        document.cookie = `${THEME_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }}
      className="field px-1.5 py-1"
    />
  );
}
