import { RadioChoice } from "@/components/ui/radio-choice";
import { CALL_FIELDS } from "@/lib/call-results/fields";

// Which fields the file holds: the table's visible columns, or every field of a call.
export function ExportFieldsChoice({ allFields, visible, onChange }: { allFields: boolean; visible: number; onChange: (all: boolean) => void }) {
  const choices = [
    [false, `Visible columns (${visible})`],
    [true, `All ${CALL_FIELDS.length} fields`],
  ] as const;
  return <RadioChoice<boolean> legend="Columns" name="export-fields" options={choices} value={allFields} onChange={onChange} />;
}
