// The calls toolbar's menus and dialogs whose code loads on demand (the Views menu and its
// dialogs, the export dialog), behind one import (on-demand-parts.ts): the page's first load
// carries one chunk loader for them instead of one each.
export { ExportDialog } from "@/components/export/export-dialog";
export { ViewDialog } from "@/components/saved-views/view-dialog";
export { ViewsMenu } from "@/components/saved-views/views-menu";
