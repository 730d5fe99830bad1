import { CALL_FIELDS } from "@/lib/call-results/fields";

// Which fields the file holds: the table's visible columns, or every field of a call.
export function ExportFieldsChoice({ allFields, visible, onChange }: { allFields: boolean; visible: number; onChange: (all: boolean) => void }) {
  const choices = [
    [false, `Visible columns (${visible})`],
    [true, `All ${CALL_FIELDS.length} fields`],
  ] as const;
  return (
    <fieldset>
      <legend className="text-sm font-medium">Columns</legend>
      <div className="mt-1 flex gap-4">
        {choices.map(([all, label]) => (
          <label key={label} className="flex items-center gap-2 text-sm">
            <input type="radio" name="export-fields" checked={allFields === all} onChange={() => onChange(all)} className="size-4 accent-sky-700" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
