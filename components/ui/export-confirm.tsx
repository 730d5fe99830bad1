"use client";
import { Button } from "@/components/ui/button";
import { ModalDialog, useModalDialog } from "@/components/ui/modal-dialog";
import { formatCount } from "@/lib/format";

interface ExportConfirmProps {
  /** What the file holds ("calls", "evaluations") and how many, when known. */
  noun: string;
  total: number | undefined;
  format: string;
  zone: string;
  href: string;
  onClose: () => void;
}

// Asks before a download of a whole list (issue #38 §4): the count it will hold, its format
// and its zone, then the download itself as a link, so the browser saves the file.
export function ExportConfirm({ noun, total, format, zone, href, onClose }: ExportConfirmProps) {
  const dialog = useModalDialog(onClose);
  const count =
    total === undefined ? `every ${noun.replace(/s$/, "")} of these filters` : `${formatCount(total)} ${total === 1 ? noun.replace(/s$/, "") : noun}`;
  return (
    <ModalDialog dialog={dialog} title={`Export ${count}?`}>
      <p className="mt-2 text-sm">
        The file ({format.toUpperCase()}) holds {count}, every page of these filters, with times in {zone}.
        {total === 0 && " Nothing matches: it will hold only its header."}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => dialog.close()}>
          Cancel
        </Button>
        <a href={href} download className="btn btn-primary" onClick={() => dialog.close()}>
          Download
        </a>
      </div>
    </ModalDialog>
  );
}
