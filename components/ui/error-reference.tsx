// What support looks a failure up by in the server's log: the failed request's id, shown
// under any error that came from the dashboard's API (ApiError, or a value that kept its id).
export function ErrorReference({ error, className = "mt-1" }: { error: unknown; className?: string }) {
  const id = requestIdOf(error);
  return id ? <p className={className}>Reference: {id}</p> : null;
}

// Read by shape, not instanceof, so this part imports nothing (the player keeps the id in
// its own state, and screens pass ApiError as it is).
function requestIdOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("requestId" in error)) return undefined;
  return typeof error.requestId === "string" && error.requestId ? error.requestId : undefined;
}
