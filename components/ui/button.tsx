import type { ComponentProps } from "react";

// The dashboard's buttons: one look per role (each a class of app/controls.css, which says
// where each is for), one focus ring.
type Variant = "primary" | "secondary" | "compact" | "danger" | "error" | "warning" | "player";

export function Button({ variant = "primary", className = "", type = "button", ...props }: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={`btn btn-${variant} ${className}`} {...props} />;
}
