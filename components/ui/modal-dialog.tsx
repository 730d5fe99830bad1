"use client";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

export interface ModalDialogHandle {
  ref: RefObject<HTMLDialogElement | null>;
  /** Closes the dialog, then tells the caller (with what to announce, if anything). */
  close: (announcement?: string) => void;
}

/**
 * A modal dialog that opens as it mounts. It is closed before the caller moves focus:
 * while a modal dialog is open, the page behind it is inert.
 */
export function useModalDialog(onClose: (announcement?: string) => void): ModalDialogHandle {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return {
    ref,
    close: (announcement) => {
      ref.current?.close();
      onClose(announcement);
    },
  };
}

// The frame of the dashboard's modal dialogs: named by its heading, and Escape closes it
// through the same path as its Cancel button.
export function ModalDialog({ dialog, title, children }: { dialog: ModalDialogHandle; title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <dialog
      ref={dialog.ref}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        dialog.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
