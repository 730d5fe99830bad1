// The Views menu and its dialogs (views-button.tsx), behind one on-demand import: the calls
// page's first load carries one chunk loader for them instead of two.
export { ViewDialog } from "./view-dialog";
export { ViewsMenu } from "./views-menu";
