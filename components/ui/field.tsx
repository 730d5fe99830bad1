import { type ReactNode, useId } from "react";
import { Labelled } from "./labelled";

/** A labelled control whose id is made up here and handed to the control. */
export function Field({ label, className = "", children }: { label: ReactNode; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Labelled htmlFor={id} label={label} className={className}>
      {children(id)}
    </Labelled>
  );
}
