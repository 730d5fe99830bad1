// The call index filters' popover panels whose code loads on demand (the duration's, the
// call's flags'), behind one import: one chunk loader in the calls page's first load, not two.
export { CallFlagsPanel } from "./call-flags-panel";
export { DurationPanel } from "./duration-panel";
