import { ApiError } from "@/lib/dashboard-api/fetch";
import { ErrorReference } from "./error-reference";

// A form's failure, said beside the form: a problem found before sending (a string), or the
// dashboard's refusal in its own words with the reference support looks it up by (issue #42).
// Any other failure (a bug, not an answer) gets `fallback`, never a raw exception's text.
export function FormError({ error, id, fallback, className = "text-sm text-red-800" }: { error: unknown; id?: string; fallback?: string; className?: string }) {
  if (error === null || error === undefined) return null;
  const message = typeof error === "string" ? error : error instanceof ApiError || !fallback ? (error as Error).message : fallback;
  return (
    <div id={id} role="alert" className={className}>
      <p>{message}</p>
      <ErrorReference error={error} className="" />
    </div>
  );
}
