// The call index filters' popover panels whose code loads on demand (the duration's, the
// call's flags', the agents'), behind one import: one chunk loader in the calls page's first load, not two.
export { AgentPanel } from "./agent-panel";
export { CallFlagsPanel } from "./call-flags-panel";
export { DurationPanel } from "./duration-panel";
