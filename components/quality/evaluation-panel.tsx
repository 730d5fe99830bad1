"use client";
import { FormError } from "@/components/ui/form-error";
import { useCan } from "@/lib/client/role";
import { EvaluationForm } from "./evaluation-form";
import { EvaluationList } from "./evaluation-list";
import { useEvaluation } from "./use-evaluation";
import { useQueueNavigation } from "./use-queue-navigation";

// A call's evaluation (issue #41), beside the player and the notes: listeners and above fill
// in the scorecard; a viewer sees the submitted evaluations and has no controls. Opened from
// the queue (?queue=1), J/K move through the queue and a submit opens the next call.
export function EvaluationPanel({ callId, inQueue, calibrationId }: { callId: string; inQueue: boolean; calibrationId?: string }) {
  const canEvaluate = useCan("listener");
  const queue = useQueueNavigation(callId, inQueue);
  const evaluation = useEvaluation(callId, canEvaluate, calibrationId, queue.formId);
  const { form, mine } = evaluation;
  const submitted = mine?.status === "submitted";
  return (
    <section aria-labelledby="evaluation-heading" className="panel space-y-3 p-4">
      <h2 id="evaluation-heading" className="text-lg font-semibold">
        Scorecard
        {form && <span className="ml-2 text-sm font-normal text-slate-700">{`${form.name}, version ${form.version}`}</span>}
      </h2>
      {queue.position && <p className="text-sm">{queue.position}</p>}
      {calibrationId && <p className="text-sm">In a calibration: the others' answers show once everyone has submitted.</p>}
      {evaluation.loading && <p className="text-sm">Loading the scorecard…</p>}
      {evaluation.noForm && <p className="text-sm">No scorecard yet: an admin creates one under Scorecards.</p>}
      {form && canEvaluate && (
        <>
          {submitted && (
            <p className="text-sm font-medium">
              Submitted{mine?.score !== null && mine?.score !== undefined ? `: ${mine.score} %` : ""}
              {mine?.criticalFailed ? " · critical failure" : ""}
            </p>
          )}
          <EvaluationForm
            definition={form.definition}
            answers={evaluation.answers}
            readOnly={submitted}
            busy={evaluation.saving}
            onChange={evaluation.change}
            onSaveDraft={evaluation.saveDraft}
            onSubmit={() => evaluation.submit(inQueue ? queue.next : undefined)}
            autoFocus={inQueue}
          />
          <p role="status" className="text-sm">
            {evaluation.error ? "" : evaluation.saved ? (submitted ? "Evaluation submitted." : "Draft saved.") : ""}
          </p>
          <FormError error={evaluation.error} className="text-sm text-red-800" />
        </>
      )}
      <EvaluationList evaluations={canEvaluate ? evaluation.others : [...(mine ? [mine] : []), ...evaluation.others]} />
    </section>
  );
}
