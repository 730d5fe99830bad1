// The layer rules of docs/architecture.md ("Layers"), checked by dependency-cruiser in
// `npm run gates` and `npm test` (scripts/checks/dependency-cruiser.ts runs it). Each rule
// below is one sentence of that list; a test plants a violation of each kind
// (scripts/checks/gates.test.ts). Tests (*.test.ts, e2e specs) are the top of every layer:
// they may import whatever they test, and nothing imports them, so no rule reads them.
const TEST = "\\.(test|spec)\\.tsx?$";

// The layers, one rule a line: [name, from, to]: a file matching `from` (tests aside) may not
// import one matching `to`.
const LAYERS = [
  // lib/ is below the app, its components, the demo service and the tools.
  ["lib-below-app", "^lib/", "^(app|components|demo-service|scripts|bench|e2e)/"],
  // lib/server runs on the server only; what both sides share lives in lib/.
  ["server-not-client", "^lib/server/", "^lib/client/"],
  // lib/server holds the API key and never reaches the browser.
  ["client-not-server", "^lib/client/", "^lib/server/"],
  // The contract (lib/call-results) and the dashboard's API (lib/dashboard-api) are shared by both sides, below either.
  ["contract-below-both-sides", "^lib/(call-results|dashboard-api)/", "^lib/(server|client)/"],
  // Components are used by app/ pages, not the other way.
  ["components-below-app", "^components/", "^app/"],
  // The demo service is a separate program: it shares only the contract (lib/call-results) and lib's plain modules.
  ["demo-service-apart", "^demo-service/", "^(lib/(server|client|dashboard-api)|app|components)/"],
  // Test helpers are for tests and the tools.
  ["test-support-for-tests", "^(app|components|lib|demo-service)/", "^test-support/"],
  // The tools (e2e, bench, scripts) are above the code they drive.
  ["tools-above-code", "^(app|components|lib|demo-service)/", "^(e2e|bench|scripts)/"],
];

// The folders of components/, in layers, top first: a folder imports its own, those of its
// layer and those of the layers below it, never one above (docs/architecture.md, "Layers").
// A page's composition lays out the features it shows and hands them what they load on demand
// (props), so no feature reaches back up into the page that shows it. A new folder joins a layer here.
const COMPONENT_LAYERS = [
  // Each lays out one page (calls/: the calls view; layout/: the shell of every page).
  ["pages", ["calls", "call-detail", "reviews", "insights", "quality", "layout"]],
  // The features a page shows.
  ["features", ["summary", "export", "saved-views", "filters", "calls-table", "call-cards", "call-search", "task-recording"]],
  // What shows wherever a call does (the player, a call's fields, its review marks), and the providers every page mounts.
  ["shared", ["audio-player", "call-fields", "review-marks", "providers"]],
  // The primitives to build on.
  ["primitives", ["ui"]],
];
const folders = (names) => `^components/(${names.join("|")})/`;
const COMPONENT_LAYER_RULES = COMPONENT_LAYERS.slice(1).map(([name, own], i) => ({
  name: "component-layers",
  comment: `A ${name} folder of components/ (${own.join(", ")}) imports no folder of a layer above it: what a page hands a feature goes down as props.`,
  severity: "error",
  from: { path: folders(own), pathNot: TEST },
  to: { path: folders(COMPONENT_LAYERS.slice(0, i + 1).flatMap(([, names]) => names)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  // The folders of components/ may not loop either: .dependency-cruiser-folders.cjs, a pass of its own.
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycle, type-only imports included: a cycle is two modules that cannot be read, tested or split apart.",
      severity: "error",
      from: { pathNot: TEST },
      to: { circular: true },
    },
    ...LAYERS.map(([name, from, to]) => ({ name, severity: "error", from: { path: from, pathNot: TEST }, to: { path: to } })),
    ...COMPONENT_LAYER_RULES,
    {
      name: "component-folder-in-a-layer",
      comment: "Every file of components/ is in a folder of one of the layers (COMPONENT_LAYERS above): add a new folder to its layer.",
      severity: "error",
      from: { path: "^components/", pathNot: [TEST, folders(COMPONENT_LAYERS.flatMap(([, names]) => names))] },
      to: {},
    },
  ],
  options: {
    includeOnly: "^(app|components|lib|demo-service|test-support|e2e|bench|scripts|server)/|^[^/]+\\.ts$",
    exclude: { path: "(^|/)(node_modules|\\.next|\\.data)/" },
    // Type-only imports count: a cycle through a type is still a cycle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
