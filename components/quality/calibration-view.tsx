"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { FormError } from "@/components/ui/form-error";
import { calibrationOptions } from "@/lib/dashboard-api/calibrations";
import { SideBySide } from "./side-by-side";

// A calibration's page: its call, its reviewers and who has submitted; a reviewer who has
// not (by their id, as the server decides) gets the link to evaluate; once all have, the answers side by side.
export function CalibrationView({ id }: { id: string }) {
  const { data, error } = useQuery(calibrationOptions(id));
  if (error) return <FormError error={error} className="" />;
  if (!data) return <p>Loading the calibration…</p>;
  const { calibration: c } = data;
  const waiting = c.reviewers.filter((r) => !c.submitted.includes(r));
  return (
    <section aria-labelledby="calibration-heading" className="space-y-3">
      <h1 id="calibration-heading" className="text-2xl font-semibold">
        Calibration of call <span className="font-mono text-xl">{c.callId}</span>
      </h1>
      <p className="text-sm">
        {data.form.name}, version {data.form.version}. Reviewers: {c.reviewers.map((r) => (r === c.expert ? `${r} (expert)` : r)).join(", ")}.
      </p>
      {data.yourTurn && (
        <Link href={`/calls/${encodeURIComponent(c.callId)}?calibration=${encodeURIComponent(c.id)}`} prefetch={false} className="link">
          Evaluate this call
        </Link>
      )}
      {waiting.length > 0 ? (
        <p role="status" className="text-sm">
          Waiting for {waiting.join(", ")}. The answers show side by side once everyone has submitted.
        </p>
      ) : (
        <SideBySide detail={data} />
      )}
    </section>
  );
}
