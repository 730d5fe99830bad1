"use client";
import dynamic from "next/dynamic";

// The calls view's parts whose code loads on demand, each behind one of two imports, so the
// page's first load carries two chunk loaders for all of them (docs/architecture.md). The
// features the view lays out get theirs as props (the summary's error and data table, the
// Views menu and its dialogs, the export dialog): the barrels import from their folders, and
// those folders import nothing of calls/, so no folder loops back to the page.

// What the view seldom shows: errors, notices, an empty list, a page past the end, new calls a
// live view holds back, the table's skeleton, a failed summary and the chart's figures as a table.
const loadSeldom = () => import("./seldom-states");
// Each waits in a boundary of its own, so the rest of the view never waits for it.
const none = () => null;
export const ErrorState = dynamic(() => loadSeldom().then((m) => m.ErrorState));
export const EmptyState = dynamic(() => loadSeldom().then((m) => m.EmptyState), { loading: none });
export const PastEnd = dynamic(() => loadSeldom().then((m) => m.PastEnd), { loading: none });
export const ShowNewCalls = dynamic(() => loadSeldom().then((m) => m.ShowNewCalls), { loading: none });
export const TableSkeleton = dynamic(() => loadSeldom().then((m) => m.TableSkeleton), { loading: none });
export const ViewNotices = dynamic(() => loadSeldom().then((m) => m.ViewNotices));
export const SUMMARY_PARTS = {
  SummaryError: dynamic(() => loadSeldom().then((m) => m.SummaryError)),
  ChartData: dynamic(() => loadSeldom().then((m) => m.ChartData)),
};

// The toolbar's menus and dialogs: the Views menu and its dialogs (started early when the
// Views button is pointed at or focused), and the export dialog.
const loadToolbar = () => import("./toolbar-parts");
const loadViewsMenu = () => loadToolbar().then((m) => m.ViewsMenu);
export const VIEWS_PARTS = {
  preload: loadViewsMenu,
  ViewsMenu: dynamic(loadViewsMenu, { ssr: false }),
  ViewDialog: dynamic(() => loadToolbar().then((m) => m.ViewDialog), { ssr: false }),
};
export const ExportDialog = dynamic(() => loadToolbar().then((m) => m.ExportDialog));
