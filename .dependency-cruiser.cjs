// The layer rules of docs/architecture.md ("Layers"), checked by dependency-cruiser in
// `npm run gates` and `npm test` (scripts/checks/dependency-cruiser.ts runs it). Each rule
// below is one sentence of that list; a test plants a violation of each kind
// (scripts/checks/gates.test.ts). Tests (*.test.ts, e2e specs) are the top of every layer:
// they may import whatever they test, and nothing imports them, so no rule reads them.
const TEST = "\\.(test|spec)\\.tsx?$";

// The imports that broke a rule when the rules came in (issue #38), in groups, each with its
// reason: .dependency-cruiser-allowed.json. dependency-cruiser lets them through; nothing may
// join them, and an entry whose import is gone fails the gate until it is deleted there, so
// the list only shrinks. What remains of the component folders' loops: calls/ and summary/,
// saved-views/ and export/ (the on-demand barrels); audio-player/ and calls-table/ and
// call-detail/ (the keyboard help); call-detail/ reaching into calls/ and layout/.
const ALLOWED = require("./.dependency-cruiser-allowed.json");

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
    ...LAYERS.map(([name, from, to]) => ({ name, severity: "error", from: { path: from, pathNot: TEST }, to: { path: to } })),
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
    // The allowances. dependency-cruiser's own text report calls them all stale, because its
    // count of stale entries compares each import's kinds too, which this list leaves out;
    // the gate (scripts/checks/dependency-cruiser.ts) compares the rule, from and to.
    knownViolations: ALLOWED.flatMap(({ rule, imports }) =>
      imports.map(([from, to]) => ({ type: "dependency", from, to, rule: { name: rule, severity: "error" } })),
    ),
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
