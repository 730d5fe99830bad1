"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { PICKABLE_COLUMNS } from "@/components/calls-table/columns";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { CALL_FIELDS } from "@/lib/call-results/fields";
import { useCan } from "@/lib/client/role";
import { useTimeZone } from "@/lib/client/time-zone";

// The visible columns that are a call's fields: the export writes those (the Review column is the store's, not the service's).
const FIELD_KEYS = new Set<string>(CALL_FIELDS.map((f) => f.key));

// The dialog's code loads when someone exports (with the Views menu's: toolbar-parts.ts), not with the page.
const ExportDialog = dynamic(() => import("@/components/calls/toolbar-parts").then((m) => m.ExportDialog));

/** "Export": every call of the view, for roles that may export (downloader and admin). */
export function ExportButton({
  search,
  total,
  maxRows,
  visibility,
}: {
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
        <ExportDialog
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
