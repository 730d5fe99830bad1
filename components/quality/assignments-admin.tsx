"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ErrorReference } from "@/components/ui/error-reference";
import { allAssignmentsOptions } from "@/lib/dashboard-api/assignments";
import { formatDateTime } from "@/lib/format";
import { Reassign } from "./reassign";

// Every reviewer's assignments still to do, and those handed back with their reason (admins,
// issue #41 §3), oldest due first: each may be given to another reviewer.
export function AssignmentsAdmin() {
  const { data, error } = useQuery(allAssignmentsOptions());
  return (
    <section aria-labelledby="assignments-heading" className="space-y-2">
      <h2 id="assignments-heading" className="text-lg font-semibold">
        Assignments
      </h2>
      {error && (
        <div role="alert">
          <p>{error.message}</p>
          <ErrorReference error={error} />
        </div>
      )}
      {data?.length === 0 && <p className="text-sm">No open or handed-back assignments.</p>}
      {data && data.length > 0 && (
        <table aria-label="All assignments" className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="py-1 pr-4">Reviewer</th>
              <th className="py-1 pr-4">Call</th>
              <th className="py-1 pr-4">Due</th>
              <th className="py-1 pr-4">Status</th>
              <th className="py-1">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((a) => (
              <tr key={a.id} className="border-t border-slate-200">
                <td className="py-1 pr-4">{a.reviewer}</td>
                <td className="py-1 pr-4">
                  <Link href={`/calls/${encodeURIComponent(a.callId)}`} prefetch={false} className="link font-mono">
                    {a.callId}
                  </Link>
                </td>
                <td className="py-1 pr-4">{formatDateTime(a.dueAt)}</td>
                <td className="py-1 pr-4">{a.status === "returned" ? `Handed back: ${a.reason ?? ""}` : "Open"}</td>
                <td className="py-1">
                  <Reassign id={a.id} callId={a.callId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
