// The page detailsUrl points at: a plain stand-in for the vendor console's call page.
import type http from "node:http";
import { PATH_ID_PATTERN } from "@/lib/call-results";
import { toCallResult } from "./call-row";
import { PROJECTS } from "./projects";
import type { ServiceState } from "./service-state";

export function serveConsole(state: ServiceState, res: http.ServerResponse, slug: string, callId: string): void {
  const project = PROJECTS.find((p) => p.slug === slug);
  const row = project && PATH_ID_PATTERN.test(callId) ? state.store.findCall(project.id, callId) : undefined;
  const esc = (v: unknown) => String(v ?? "—").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = row
    ? `<h1>Call ${esc(row.callId)}</h1><p>${esc(project!.name)}</p><dl>${Object.entries(toCallResult(row, state.publicUrl))
        .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
        .join("")}</dl>`
    : "<h1>Call not found</h1>";
  res.writeHead(row ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo console</title></head><body><main>${body}</main></body></html>`);
}
