// What the calls view seldom shows (calls-content.tsx), behind one on-demand import: the
// page's first load then carries one chunk loader for them instead of one each.
export { EmptyState } from "./empty-state";
export { ErrorState } from "./error-state";
export { PastEnd } from "./past-end";
export { ShowNewCalls } from "./show-new-calls";
