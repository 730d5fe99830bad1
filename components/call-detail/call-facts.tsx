import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";

// A list of a call's fields, each with its label from the one field declaration (fields.ts).
export function CallFacts({ call, fields, startAt, label, wide }: { call: CallResult; fields: CallField[]; startAt?: number; label: string; wide?: boolean }) {
  return (
    <dl aria-label={label} className={`grid grid-cols-1 gap-x-6 gap-y-3 panel p-4 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {fields.map((key) => (
        <div key={key} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{callField(key).label}</dt>
          <dd className="mt-0.5 break-words">{FIELD_RENDERERS[key](call, { place: "detail", startAt })}</dd>
        </div>
      ))}
    </dl>
  );
}
