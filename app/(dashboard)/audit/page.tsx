import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { IgnoredFiltersNotice } from "@/components/ui/ignored-filters-notice";
import { Labelled } from "@/components/ui/labelled";
import { formatCount } from "@/lib/format";
import { parseAuditQuery } from "@/lib/server/audit-query";
import { requirePageUser } from "@/lib/server/auth/guard";
import { AUDIT_ACTIONS } from "@/lib/server/store/audit-actions";
import { listAudit } from "@/lib/server/store/audit-read";
import { currentStore } from "@/lib/server/store/current-store";

export const metadata: Metadata = { title: "Audit log · Call Results Dashboard" };

// Who asked for which recording: every recording URL issued or refused (admins only).
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageUser("admin");
  const params = await searchParams;
  const get = (n: string) => (typeof params[n] === "string" ? (params[n] as string) : undefined);
  const { query: q, issues } = parseAuditQuery(get);
  const { entries, total } = await listAudit((await currentStore()).db, q);
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const keep = new URLSearchParams(
    Object.entries({ user: get("user"), action: get("action"), from: get("from"), to: get("to") }).filter(
      (e): e is [string, string] => !!e[1] && !issues.some((i) => i.param === e[0]),
    ),
  );
  const link = (page: number) => `/audit?${new URLSearchParams([...keep, ["page", String(page)]])}`;
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h1 id="audit-heading" className="text-2xl font-semibold">
        Audit log
      </h1>
      {/* Says no more than the system enforces: a play URL can be saved too (README, "Listening means the file can be saved"). */}
      <p className="max-w-prose text-sm text-slate-700">
        Each entry is a signed recording URL asked for. &ldquo;play&rdquo; and &ldquo;download&rdquo; say what the user asked for: either URL lets its holder
        save the file until it expires.
      </p>
      <IgnoredFiltersNotice issues={issues} />
      <form method="get" className="flex flex-wrap items-end gap-3 panel p-3" aria-label="Filter the audit log">
        <Labelled htmlFor="user" label="User">
          <input id="user" name="user" defaultValue={get("user")} className="field" />
        </Labelled>
        <Labelled htmlFor="action" label="Action">
          <select id="action" name="action" defaultValue={get("action") ?? ""} className="field">
            <option value="">Any</option>
            {Object.entries(AUDIT_ACTIONS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled htmlFor="from" label="From (UTC)">
          <input id="from" name="from" type="datetime-local" defaultValue={get("from")} className="field" />
        </Labelled>
        <Labelled htmlFor="to" label="To (UTC)">
          <input id="to" name="to" type="datetime-local" defaultValue={get("to")} className="field" />
        </Labelled>
        <Button type="submit">Filter</Button>
        <a href={`/api/audit?${new URLSearchParams([...keep, ["format", "csv"]])}`} className="text-sm link">
          Export CSV
        </a>
      </form>
      <div tabIndex={0} role="region" aria-label="Audit entries, scrollable" className="relative overflow-x-auto panel">
        <table aria-label="Audit entries" className="min-w-full text-left text-sm">
          <thead className="bg-slate-100 text-xs uppercase text-slate-700">
            <tr>
              {["Time (UTC)", "User", "Action", "Call", "Call task", "Client", "Outcome", "Details"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td className="px-3 py-2 whitespace-nowrap">{e.at.replace("T", " ").slice(0, 19)}</td>
                <td className="px-3 py-2">{e.user}</td>
                <td className="px-3 py-2">{e.action}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.callId ?? "—"}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.callTaskId ?? "—"}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.client}</td>
                <td className="px-3 py-2">
                  {e.outcome}
                  {(e.repeats ?? 1) > 1 && ` ×${formatCount(e.repeats ?? 1)} (latest ${(e.lastAt ?? e.at).replace("T", " ").slice(0, 19)})`}
                </td>
                <td className="px-3 py-2 text-xs">{e.details ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Audit pages" className="flex items-center gap-3 text-sm">
        <span>
          {formatCount(total)} entries · page {q.page} of {pages}
        </span>
        {q.page > 1 && <Link href={link(q.page - 1)}>Previous page</Link>}
        {q.page < pages && <Link href={link(q.page + 1)}>Next page</Link>}
      </nav>
    </section>
  );
}
