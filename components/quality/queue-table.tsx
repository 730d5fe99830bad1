"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { FormError } from "@/components/ui/form-error";
import { myAssignmentsOptions } from "@/lib/dashboard-api/assignments";
import { formatDateTime } from "@/lib/format";
import { HandBack } from "./hand-back";
import { queueHref } from "./use-queue-navigation";

// The table named "Assignments" on /queue: open assignments, oldest due first, overdue ones
// marked in words. J and K move focus between the rows' call links; Enter opens one.
export function QueueTable() {
  const { data, error, isPending } = useQuery(myAssignmentsOptions());
  const table = useRef<HTMLTableElement>(null);
  const hasRows = (data?.length ?? 0) > 0;
  // The first call's link takes focus once the rows are there (unless the user is elsewhere), so J, K and Enter work at once.
  useEffect(() => {
    if (hasRows && (document.activeElement === document.body || document.activeElement === null)) table.current?.querySelector<HTMLElement>("tbody a")?.focus();
  }, [hasRows]);
  if (isPending) return <p>Loading your assignments…</p>;
  if (error) return <FormError error={error} className="" />;
  if (data.length === 0) return <p>Nothing to review: no open assignments.</p>;
  const now = Date.now();
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== "j" && e.key !== "k")) return;
    const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>("tbody a")];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[Math.max(0, Math.min(links.length - 1, at + (e.key === "j" ? 1 : -1)))];
    e.preventDefault();
    next?.focus();
  };
  return (
    <table ref={table} aria-label="Assignments" className="w-full text-sm" onKeyDown={onKeyDown}>
      <thead>
        <tr className="text-left">
          <th className="py-1 pr-4">Due</th>
          <th className="py-1 pr-4">Call</th>
          <th className="py-1 pr-4">Agent</th>
          <th className="py-1">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((a) => {
          const overdue = Date.parse(a.dueAt) < now;
          return (
            <tr key={a.id} className="border-t border-slate-200">
              <td className="py-1 pr-4">
                {formatDateTime(a.dueAt)}
                {overdue && <strong className="ml-2 text-red-800">Overdue</strong>}
              </td>
              <td className="py-1 pr-4">
                <Link href={queueHref(a.callId)} prefetch={false} className="link font-mono">
                  {a.callId}
                </Link>
              </td>
              <td className="py-1 pr-4">{a.agentName}</td>
              <td className="py-1">
                <HandBack id={a.id} callId={a.callId} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
