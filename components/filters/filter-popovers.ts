// The filter bar's popovers whose code loads on demand (the Created range's panel, the time
// zone's list), behind one import: one chunk loader in the calls page's first load, not two.
export { CreatedRangePanel } from "./created-range-panel";
export { TimeZoneCombobox } from "./time-zone-combobox";
