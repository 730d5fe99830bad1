"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CALL_FIELDS } from "@/lib/call-results/fields";
import { type ExportResult, runExport } from "@/lib/client/run-export";
import type { ExportFormat, ExportRange } from "@/lib/dashboard-api/export";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { formatCount } from "@/lib/format";
import { ExportFieldsChoice } from "./export-fields-choice";
import { ExportFormatChoice } from "./export-format-choice";
import { ExportProgress } from "./export-progress";
import { ExportRangeLine } from "./export-range-line";

type State =
  | { kind: "choosing" }
  | { kind: "running"; written: number; total: number; range?: ExportRange }
  | { kind: "done"; result: ExportResult }
  | { kind: "cancelled"; written: number }
  | { kind: "failed"; message: string; written: number };

interface ExportDialogProps {
  /** The serialised list query of the view. */
  search: string;
  /** The view's total, from the list. */
  total: number;
  maxRows: number;
  zone: string;
  /** The field names of the table's visible columns, in its order. */
  visibleFields: string[];
  onClose: () => void;
}

// Exports every call of the view: pick a format, start, watch it count, cancel if need be.
// Not modal: the view stays usable while an export runs (the dialog sits over its corner).
export function ExportDialog({ search, total, maxRows, zone, visibleFields, onClose }: ExportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [format, setFormat] = useState<ExportFormat>("csv");
  const [allFields, setAllFields] = useState(true);
  const [state, setState] = useState<State>({ kind: "choosing" });
  const tooMany = total > maxRows;

  useEffect(() => {
    dialog.current?.show();
    dialog.current?.querySelector<HTMLElement>("input, button")?.focus();
    return () => abort.current?.abort();
  }, []);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: "running", written: 0, total });
    try {
      const result = await runExport(search, format, {
        zone,
        signal: controller.signal,
        fields: allFields ? undefined : visibleFields,
        onStart: (range) => setState({ kind: "running", written: 0, total, range }),
        onProgress: (written, all) => setState((s) => ({ kind: "running", written, total: all || total, range: s.kind === "running" ? s.range : undefined })),
      });
      setState({ kind: "done", result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: "failed", message: error instanceof ApiError ? error.message : "The export failed.", written: 0 });
    }
  }

  function cancel() {
    abort.current?.abort();
    setState((s) => ({ kind: "cancelled", written: s.kind === "running" ? s.written : 0 }));
  }

  const close = () => {
    abort.current?.abort();
    dialog.current?.close();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="export-heading"
      onKeyDown={(e) => {
        // Escape closes it, as it would a modal dialog; a running export is cancelled.
        if (e.key === "Escape") close();
      }}
      className="fixed inset-x-auto top-4 right-4 z-50 m-0 w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl"
    >
      <h2 id="export-heading" className="text-lg font-semibold">
        Export calls
      </h2>
      {state.kind === "choosing" && (
        <div className="mt-3 space-y-3">
          <ExportFormatChoice format={format} onChange={setFormat} />
          <ExportFieldsChoice allFields={allFields} visible={visibleFields.length} onChange={setAllFields} />
          {tooMany ? (
            <p className="text-sm text-red-800">
              This view matches {formatCount(total)} calls; an export holds at most {formatCount(maxRows)}. Narrow the filters first.
            </p>
          ) : (
            <p className="text-sm">
              {formatCount(total)} {total === 1 ? "call" : "calls"} will be exported: every call of this view,{" "}
              {allFields ? `all ${CALL_FIELDS.length} fields` : `${visibleFields.length} columns`}.
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button onClick={start} disabled={tooMany || total === 0}>
              Start
            </Button>
          </div>
        </div>
      )}
      {state.kind === "running" && <ExportProgress written={state.written} total={state.total} range={state.range} zone={zone} onCancel={cancel} />}
      {state.kind !== "choosing" && state.kind !== "running" && (
        <div className="mt-3 space-y-3">
          {state.kind === "done" && <ExportRangeLine range={state.result.range} zone={zone} />}
          <p role="status" className="text-sm">
            {state.kind === "done" && (
              <>
                Downloaded {state.result.fileName}: it holds {formatCount(state.result.written)} {state.result.written === 1 ? "call" : "calls"}.
                {state.result.written !== state.result.total &&
                  ` The view matched ${formatCount(state.result.total)} when the export started; calls changed status meanwhile.`}
              </>
            )}
            {state.kind === "cancelled" && "Export cancelled; no file was saved."}
            {state.kind === "failed" && `The export stopped: ${state.message} No file was saved.`}
          </p>
          <div className="flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
