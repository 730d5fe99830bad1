"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { TextInput } from "@/components/ui/text-input";
import { createForm, type FormSummary, refreshForms, updateForm } from "@/lib/dashboard-api/quality";
import { newRow, toDefinition, toRows } from "./builder-model";
import { QuestionRowEditor } from "./question-row";

// The scorecard editor (admins, issue #41): a name, the default switch, the attention
// threshold and the questions. Saving a form that evaluations used makes its next version.
export function FormBuilder({ editing, onDone }: { editing: FormSummary | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? "");
  const [isDefault, setDefault] = useState(editing?.isDefault ?? false);
  const [threshold, setThreshold] = useState(editing?.definition.threshold ?? 80);
  const [rows, setRows] = useState(() => (editing ? toRows(editing.definition) : [newRow()]));
  const save = useMutation({
    mutationFn: () => {
      const input = { name: name.trim(), isDefault, definition: toDefinition(rows, threshold) };
      return editing ? updateForm(editing.id, input) : createForm(input);
    },
    onSuccess: async () => {
      await refreshForms(queryClient);
      onDone();
    },
  });
  return (
    <form
      aria-label={editing ? `Edit ${editing.name}` : "New scorecard"}
      className="panel space-y-3 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextInput label="Form name" value={name} maxLength={100} required onChange={setName} />
        <label className="text-sm">
          Needs attention below (score %)
          <input className="field block w-28" type="number" min={0} max={100} value={threshold} onChange={(e) => setThreshold(Number(e.target.value))} />
        </label>
        <label className="inline-flex items-center gap-1.5 text-sm">
          <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
          Default form
        </label>
      </div>
      {rows.map((row, i) => (
        <QuestionRowEditor
          key={row.id}
          row={row}
          n={i + 1}
          onChange={(next) => setRows(rows.map((r) => (r.id === row.id ? next : r)))}
          onRemove={() => setRows(rows.filter((r) => r.id !== row.id))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setRows([...rows, newRow(rows.at(-1)?.section)])}>
          Add question
        </Button>
        <Button type="submit" disabled={save.isPending || rows.length === 0}>
          {editing ? "Save form" : "Create form"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <FormError error={save.error} className="text-sm text-red-800" />
    </form>
  );
}
