// The agents table as CSV, made in the browser from the data the page already has: the
// columns as the table shows them, the figures as numbers (shares 0–1, durations in seconds).
import type { AgentRow } from "@/lib/dashboard-api/insights";
import { FIGURES } from "@/lib/insights/figures";

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // Quoted when it holds a separator, a quote or a line break; a leading formula sign is defused.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function agentsCsv(agents: readonly AgentRow[]): string {
  const figures = FIGURES.filter((f) => f.key !== "median");
  const head = ["Agent ID", "Agent name", ...figures.map((f) => f.label), ...figures.map((f) => `${f.label} (compared)`)];
  const rows = agents.map((a) => [
    a.agentId,
    a.agentName,
    ...figures.map((f) => f.value(a.current)),
    ...figures.map((f) => (a.previous ? f.value(a.previous) : null)),
  ]);
  return `${[head, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
