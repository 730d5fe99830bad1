"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportConfirm } from "@/components/ui/export-confirm";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/dashboard-api/export";
import { reviewedCallsOptions, reviewsExportHref } from "@/lib/dashboard-api/reviews";

const EXPORT_LABELS = { csv: "Export CSV", jsonl: "Export JSON Lines" } as const;

// The Reviews list's exports: plain links (they download with no script), which once hydrated
// ask first, with the count the file will hold: the list's own total for these filters.
export function ReviewsExport({ search, zone }: { search: string; zone: string }) {
  const [asking, setAsking] = useState<ExportFormat | null>(null);
  const { data } = useQuery(reviewedCallsOptions(search));
  return (
    <p className="flex gap-4 text-sm">
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={reviewsExportHref(search, format, zone)}
          className="link"
          onClick={(e) => {
            e.preventDefault();
            setAsking(format);
          }}
        >
          {EXPORT_LABELS[format]}
        </a>
      ))}
      {asking && (
        <ExportConfirm
          noun="calls"
          total={data?.total}
          format={asking}
          zone={zone}
          href={reviewsExportHref(search, asking, zone)}
          onClose={() => setAsking(null)}
        />
      )}
    </p>
  );
}
