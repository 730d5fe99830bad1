// No loop between the folders of components/ (docs/architecture.md, "Layers"), checked by
// dependency-cruiser's folder scope in a pass of its own beside .dependency-cruiser.cjs (the
// gate, scripts/checks/dependency-cruiser.ts, runs both). Its own pass, because
// dependency-cruiser finds folder cycles over the whole folder graph, where a parent folder
// holds its children's imports (lib/ holds lib/server/'s) and tests reach up through
// test-support/, e2e/ and bench/ to app/, which closes loops that are no folder's import of
// another. This pass reads components/ alone, without its tests (nothing outside it imports
// into it but app/, which nothing in it imports: .dependency-cruiser.cjs), so each loop it
// finds is folders of components/ importing each other. The layers there already forbid a
// loop across layers; this also catches one inside a layer (export/ and calls-table/, say).
const base = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment:
        "No two folders of components/ import each other, directly or round a loop, on-demand imports included: what both need moves to a folder below both, or the folder above hands it down as props.",
      severity: "error",
      scope: "folder",
      from: { path: "^components/[^/]+$" },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: "^components/",
    exclude: { path: ["(^|/)(node_modules|\\.next|\\.data)/", "\\.(test|spec)\\.tsx?$"] },
  },
};
