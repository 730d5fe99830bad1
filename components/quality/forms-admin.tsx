"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { type FormSummary, formsOptions } from "@/lib/dashboard-api/quality";
import { FormBuilder } from "./form-builder";

// The scorecards (admins, issue #41): each form at its latest version, to edit, and a new one.
export function FormsAdmin() {
  const { data, error } = useQuery(formsOptions());
  const [editing, setEditing] = useState<FormSummary | "new" | null>(null);
  return (
    <section aria-labelledby="forms-heading" className="space-y-3">
      <h2 id="forms-heading" className="text-lg font-semibold">
        Scorecards
      </h2>
      <FormError error={error} className="" />
      {data && data.length > 0 && (
        <table aria-label="Scorecards" className="text-sm">
          <thead>
            <tr className="text-left">
              <th className="pr-4">Name</th>
              <th className="pr-4">Version</th>
              <th className="pr-4">Questions</th>
              <th className="pr-4">Default</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((f) => (
              <tr key={f.id}>
                <td className="pr-4">{f.name}</td>
                <td className="pr-4">{f.version}</td>
                <td className="pr-4">{f.definition.sections.reduce((n, s) => n + s.questions.length, 0)}</td>
                <td className="pr-4">{f.isDefault ? "Default" : ""}</td>
                <td>
                  <Button variant="compact" onClick={() => setEditing(f)} aria-label={`Edit ${f.name}`}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === null ? (
        <Button onClick={() => setEditing("new")}>New scorecard</Button>
      ) : (
        <FormBuilder key={editing === "new" ? "new" : editing.id} editing={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}
