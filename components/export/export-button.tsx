"use client";
import { type ComponentType, useState } from "react";
import { PICKABLE_COLUMNS } from "@/components/calls-table/columns";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { CALL_FIELDS } from "@/lib/call-results/fields";
import { useCan } from "@/lib/client/role";
import { useTimeZone } from "@/lib/client/time-zone";
import type { ExportDialog } from "./export-dialog";

// The visible columns that are a call's fields: the export writes those (the Review column is the store's, not the service's).
const FIELD_KEYS = new Set<string>(CALL_FIELDS.map((f) => f.key));

/** "Export": every call of the view, for roles that may export (downloader and admin). */
export function ExportButton({
  Dialog,
  search,
  total,
  maxRows,
  visibility,
}: {
  /** The dialog, whose code the page loads when someone exports, not with the page (components/calls/on-demand-parts.ts). */
  Dialog: ComponentType<Parameters<typeof ExportDialog>[0]>;
  search: string;
  total: number | undefined;
  maxRows: number;
  /** The table's column visibility: the dialog offers its visible columns or all fields. */
  visibility: Record<string, boolean>;
}) {
  const canExport = useCan("downloader");
  const { zone } = useTimeZone();
  const [open, setOpen] = useState(false);
  if (!canExport) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={total === undefined}>
        <Icon name="download" />
        Export
      </Button>
      {open && total !== undefined && (
        <Dialog
          search={search}
          total={total}
          maxRows={maxRows}
          zone={zone}
          visibleFields={PICKABLE_COLUMNS.filter(({ id }) => visibility[id] !== false && FIELD_KEYS.has(id)).map(({ id }) => id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
