"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { TextInput } from "@/components/ui/text-input";
import { calibrationsOptions, createCalibration, refreshCalibrations } from "@/lib/dashboard-api/calibrations";
import type { FormSummary } from "@/lib/dashboard-api/quality";
import { commaList } from "./comma-list";

// Calibrations (admins, issue #41): a call, a scorecard, the reviewers and the expert among
// them; each calibration links to its page, where the answers show side by side.
export function CalibrationsAdmin({ forms }: { forms: FormSummary[] }) {
  const queryClient = useQueryClient();
  const list = useQuery(calibrationsOptions());
  const [callId, setCallId] = useState("");
  const [reviewers, setReviewers] = useState("");
  const [expert, setExpert] = useState("");
  const formId = forms.find((f) => f.isDefault)?.id ?? forms[0]?.id ?? "";
  const save = useMutation({
    mutationFn: () => createCalibration({ callId: callId.trim(), formId, reviewers: commaList(reviewers), expert: expert.trim() }),
    onSuccess: () => refreshCalibrations(queryClient),
  });
  return (
    <section aria-labelledby="calibrations-heading" className="space-y-3">
      <h2 id="calibrations-heading" className="text-lg font-semibold">
        Calibrations
      </h2>
      <ul aria-label="Calibrations" className="space-y-1 text-sm">
        {(list.data ?? []).map((c) => (
          <li key={c.id}>
            <Link href={`/calibrations/${c.id}`} prefetch={false} className="link">
              Calibration of {c.callId}
            </Link>{" "}
            ({c.submitted.length} of {c.reviewers.length} submitted)
          </li>
        ))}
      </ul>
      <form
        aria-label="New calibration"
        className="panel flex flex-wrap items-end gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextInput label="Call ID" value={callId} maxLength={128} required onChange={setCallId} />
        <TextInput label="Calibration reviewers, comma-separated" value={reviewers} maxLength={1000} required onChange={setReviewers} />
        <TextInput label="Expert" value={expert} maxLength={100} required onChange={setExpert} />
        <Button type="submit" disabled={save.isPending || !formId}>
          Start calibration
        </Button>
        {save.data && (
          <p role="status" className="w-full text-sm">
            Calibration started with the default scorecard.
          </p>
        )}
        <FormError error={save.error} className="w-full text-sm text-red-800" />
      </form>
    </section>
  );
}
