// The layer rules of docs/architecture.md ("Layers"), checked by dependency-cruiser in
// `npm run gates` and `npm test` (scripts/checks/dependency-cruiser.ts runs it). Each rule
// below is one sentence of that list; a test plants a violation of each kind
// (scripts/checks/gates.test.ts). Tests (*.test.ts, e2e specs) are the top of every layer:
// they may import whatever they test, and nothing imports them, so no rule reads them.
const TEST = "\\.(test|spec)\\.tsx?$";

// The imports that broke a rule when the rules came in (issue #38), each group with its
// reason. dependency-cruiser lets these through; nothing may join them, and an entry whose
// import is gone fails the gate until it is deleted here, so the list only shrinks.
// What remains of the component folders' loops: calls/ <-> summary/, saved-views/ and export/
// (the on-demand barrels), audio-player/ <-> calls-table/ and call-detail/ (the keyboard
// help), and call-detail/ reaching into calls/ and layout/.
const ALLOWED = [
  {
    why: "The calls page (components/calls/) lays out the features it shows: the table, the cards, the filters, the toolbar's menus, the summary, the export, the review marks and the keyboard help.",
    rule: "component-folders",
    imports: [
      ["components/calls/calls-content.tsx", "components/call-cards/call-cards.tsx"],
      ["components/calls/calls-content.tsx", "components/calls-table/calls-table.tsx"],
      ["components/calls/calls-content.tsx", "components/calls-table/columns.tsx"],
      ["components/calls/calls-content.tsx", "components/calls-table/pagination-bar.tsx"],
      ["components/calls/calls-content.tsx", "components/review-marks/review-marks.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/audio-player/shortcuts-help.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/calls-table/column-picker.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/calls-table/density-choice.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/export/export-button.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/filters/active-filter-chips.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/filters/filter-panel.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/saved-views/views-button.tsx"],
      ["components/calls/calls-toolbar.tsx", "components/summary/summary-panel.tsx"],
      ["components/calls/calls-view.tsx", "components/calls-table/columns.tsx"],
    ],
  },
  {
    why: "The on-demand barrels of components/calls/ (seldom-states.ts, toolbar-parts.ts) put seldom-used parts of several folders behind one import(), so the calls page's first load carries one chunk loader for them instead of one each (docs/architecture.md); summary/, saved-views/ and export/ import them back: a folder loop.",
    rule: "component-folders",
    imports: [
      ["components/calls/seldom-states.ts", "components/calls-table/table-skeleton.tsx"],
      ["components/calls/seldom-states.ts", "components/summary/chart-data.tsx"],
      ["components/calls/seldom-states.ts", "components/summary/summary-error.tsx"],
      ["components/calls/toolbar-parts.ts", "components/export/export-dialog.tsx"],
      ["components/calls/toolbar-parts.ts", "components/saved-views/view-dialog.tsx"],
      ["components/calls/toolbar-parts.ts", "components/saved-views/views-menu.tsx"],
      ["components/summary/calls-over-time.tsx", "components/calls/seldom-states.ts"],
      ["components/summary/summary-panel.tsx", "components/calls/seldom-states.ts"],
      ["components/saved-views/views-button.tsx", "components/calls/toolbar-parts.ts"],
      ["components/export/export-button.tsx", "components/calls/toolbar-parts.ts"],
    ],
  },
  {
    why: "The keyboard help (components/audio-player/shortcuts-list.tsx) lists every key the pages answer to, and each feature keeps its keys beside its handler; calls-table/ and call-detail/ use the player, so these close two folder loops.",
    rule: "component-folders",
    imports: [
      ["components/audio-player/shortcuts-list.tsx", "components/call-detail/review-shortcuts.ts"],
      ["components/audio-player/shortcuts-list.tsx", "components/calls-table/row-shortcuts.ts"],
      ["components/audio-player/shortcuts-list.tsx", "components/filters/search-shortcuts.ts"],
    ],
  },
  {
    why: "The player (components/audio-player/): its context and its Play button serve wherever a call is shown, and the providers mount it once for every page.",
    rule: "component-folders",
    imports: [
      ["components/call-detail/add-note-form.tsx", "components/audio-player/player-context.tsx"],
      ["components/call-detail/call-detail.tsx", "components/audio-player/player-context.tsx"],
      ["components/call-detail/moment-link.tsx", "components/audio-player/player-context.tsx"],
      ["components/call-fields/field-renderers.tsx", "components/audio-player/play-button.tsx"],
      ["components/calls-table/row-actions.tsx", "components/audio-player/play-button.tsx"],
      ["components/calls-table/use-row-keyboard.ts", "components/audio-player/player-context.tsx"],
      ["components/providers/app-providers.tsx", "components/audio-player/player-context.tsx"],
      ["components/providers/app-providers.tsx", "components/audio-player/player-dock.tsx"],
      ["components/reviews/reviewed-call-row.tsx", "components/audio-player/play-button.tsx"],
      ["components/task-recording/task-recording.tsx", "components/audio-player/player-context.tsx"],
    ],
  },
  {
    why: "A call's fields as they render (call-fields/) and its review marks (review-marks/) show in the table, the cards, a call's page and the reviews page; the export writes the table's columns.",
    rule: "component-folders",
    imports: [
      ["components/call-cards/call-card.tsx", "components/call-fields/field-renderers.tsx"],
      ["components/call-cards/call-card.tsx", "components/review-marks/review-cell.tsx"],
      ["components/call-detail/call-facts.tsx", "components/call-fields/field-renderers.tsx"],
      ["components/calls-table/columns.tsx", "components/call-fields/field-renderers.tsx"],
      ["components/calls-table/columns.tsx", "components/review-marks/review-cell.tsx"],
      ["components/reviews/reviewed-call-row.tsx", "components/call-fields/field-renderers.tsx"],
      ["components/export/export-button.tsx", "components/calls-table/columns.tsx"],
    ],
  },
  {
    why: "A call's page reaches into the calls page's live status (calls/live-status.tsx) and the shell's way back (layout/back-to-calls.tsx).",
    rule: "component-folders",
    imports: [
      ["components/call-detail/call-detail.tsx", "components/calls/live-status.tsx"],
      ["components/call-detail/call-detail.tsx", "components/layout/back-to-calls.tsx"],
    ],
  },
  {
    why: "The shell (layout/) mounts the providers and the header's find-by-task form.",
    rule: "component-folders",
    imports: [
      ["components/layout/dashboard-shell.tsx", "components/providers/app-providers.tsx"],
      ["components/layout/dashboard-shell.tsx", "components/task-recording/find-by-task-form.tsx"],
    ],
  },
  {
    why: "The global stylesheet comes in through the shell that both root layouts share (the dashboard's and app/global-not-found.tsx).",
    rule: "components-below-app",
    imports: [["components/layout/dashboard-shell.tsx", "app/globals.css"]],
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycle, type-only imports included: a cycle is two modules that cannot be read, tested or split apart.",
      severity: "error",
      from: { pathNot: TEST },
      to: { circular: true },
    },
    {
      name: "lib-below-app",
      comment: "lib/ is below the app, its components, the demo service and the tools.",
      severity: "error",
      from: { path: "^lib/", pathNot: TEST },
      to: { path: "^(app|components|demo-service|scripts|bench|e2e)/" },
    },
    {
      name: "server-not-client",
      comment: "lib/server runs on the server only; what both sides share lives in lib/.",
      severity: "error",
      from: { path: "^lib/server/", pathNot: TEST },
      to: { path: "^lib/client/" },
    },
    {
      name: "client-not-server",
      comment: "lib/server holds the API key and never reaches the browser.",
      severity: "error",
      from: { path: "^lib/client/", pathNot: TEST },
      to: { path: "^lib/server/" },
    },
    {
      name: "contract-below-both-sides",
      comment: "The contract (lib/call-results) and the dashboard's API (lib/dashboard-api) are shared by both sides, below either.",
      severity: "error",
      from: { path: "^lib/(call-results|dashboard-api)/", pathNot: TEST },
      to: { path: "^lib/(server|client)/" },
    },
    {
      name: "components-below-app",
      comment: "Components are used by app/ pages, not the other way.",
      severity: "error",
      from: { path: "^components/", pathNot: TEST },
      to: { path: "^app/" },
    },
    {
      name: "demo-service-apart",
      comment: "The demo service is a separate program: it shares only the contract (lib/call-results) and lib's plain modules.",
      severity: "error",
      from: { path: "^demo-service/", pathNot: TEST },
      to: { path: "^(lib/(server|client|dashboard-api)|app|components)/" },
    },
    {
      name: "test-support-for-tests",
      comment: "Test helpers are for tests and the tools.",
      severity: "error",
      from: { path: "^(app|components|lib|demo-service)/", pathNot: TEST },
      to: { path: "^test-support/" },
    },
    {
      name: "tools-above-code",
      comment: "The tools (e2e, bench, scripts) are above the code they drive.",
      severity: "error",
      from: { path: "^(app|components|lib|demo-service)/", pathNot: TEST },
      to: { path: "^(e2e|bench|scripts)/" },
    },
    {
      name: "component-folders",
      comment:
        "A feature folder of components/ imports its own folder and the primitives of components/ui/, not another feature's folder: what two features share moves to ui/ (or lib/).",
      severity: "error",
      from: { path: "^components/([^/]+)/", pathNot: TEST },
      to: { path: "^components/", pathNot: ["^components/$1/", "^components/ui/"] },
    },
  ],
  options: {
    includeOnly: "^(app|components|lib|demo-service|test-support|e2e|bench|scripts|server)/|^[^/]+\\.ts$",
    exclude: { path: "(^|/)(node_modules|\\.next|\\.data)/" },
    // Type-only imports count: a cycle through a type is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    knownViolations: ALLOWED.flatMap(({ rule, imports }) =>
      imports.map(([from, to]) => ({ type: "dependency", from, to, rule: { name: rule, severity: "error" } })),
    ),
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
