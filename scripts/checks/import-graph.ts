// The project's own modules and how they use each other, read with the TypeScript parser
// (no type checking, no network): each file's exports, and each import with the names it
// takes. The unused-export and dependency-rule gates both read this one graph.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { projectFiles } from "./project-files";

/** One import of a project file: the file it resolves to and what it takes from it. */
export interface Import {
  target: string;
  /** The names taken; "*" for all of them (a namespace or dynamic import, `export *`). */
  names: string[];
  /** True when every name is a type (`import type`), gone at run time. */
  typeOnly: boolean;
  /** `export … from`: the names pass on to this file's importers. */
  reExport?: { from: string; as: string }[] | "*";
}

export interface Module {
  file: string;
  /** The names this file declares and exports itself. */
  exports: Set<string>;
  imports: Import[];
  /** The names this file's own code refers to, declarations and export lists aside. */
  references: Set<string>;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** Every .ts/.tsx file under `root`, relative with forward slashes (declaration files aside). */
export function sourceFiles(root: string): string[] {
  return projectFiles(root).filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"));
}

/** The project file a specifier names from `from`, or undefined for a package. */
export function resolveSpecifier(specifier: string, from: string, files: Set<string>): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  base = base.replace(/\.(js|jsx|mjs)$/, "");
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (files.has(candidate)) return candidate;
  return undefined;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** The names a declaration binds (destructured `export const { a, b } = …` included). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : boundNames(e.name)));
}

/** False where an identifier names something rather than uses it: a declaration, a property, an export list. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isExportSpecifier(parent) || ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (
    (ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isEnumDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isVariableDeclaration(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && parent.name === node) return false;
  return true;
}

/** One file's exports and imports, from its source text. */
export function parseModule(file: string, source: string, files: Set<string>): Module {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exports = new Set<string>();
  const imports: Import[] = [];
  const references = new Set<string>();
  const add = (specifier: string, entry: Omit<Import, "target">) => {
    const target = resolveSpecifier(specifier, file, files);
    if (target) imports.push({ target, ...entry });
  };
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push("default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!bindings && ts.isNamedImports(bindings) && !clause?.name && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly));
      // A bare `import "./x"` runs the file for its effects: an edge, but no names.
      add(statement.moduleSpecifier.text, { names, typeOnly });
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        if (!clause) add(statement.moduleSpecifier.text, { names: [], typeOnly: statement.isTypeOnly, reExport: "*" });
        else if (ts.isNamespaceExport(clause)) {
          exports.add(clause.name.text);
          add(statement.moduleSpecifier.text, { names: ["*"], typeOnly: statement.isTypeOnly });
        } else {
          const pairs = clause.elements.map((e) => ({ from: (e.propertyName ?? e.name).text, as: e.name.text }));
          add(statement.moduleSpecifier.text, { names: [], typeOnly: statement.isTypeOnly || clause.elements.every((e) => e.isTypeOnly), reExport: pairs });
        }
      } else if (clause && ts.isNamedExports(clause)) {
        for (const e of clause.elements) exports.add(e.name.text);
      }
    } else if (ts.isExportAssignment(statement)) {
      exports.add("default");
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
      if (isDefault) exports.add("default");
      else if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) for (const n of boundNames(d.name)) exports.add(n);
      else if ("name" in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) exports.add((statement.name as ts.Identifier).text);
    }
  }
  // Dynamic imports, `import("./x").T` types and vi.mock("./x") anywhere in the file;
  // and the names the file uses, not counting where they are declared or exported.
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && isReference(node)) references.add(node.text);
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0]!)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === "vi" &&
        /^(mock|doMock)$/.test(callee.name.text);
      if (isImport || isMock) add((node.arguments[0] as ts.StringLiteral).text, { names: ["*"], typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const q = node.qualifier;
      add(node.argument.literal.text, { names: [q ? (ts.isIdentifier(q) ? q.text : q.getText().split(".")[0]!) : "*"], typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { file, exports, imports, references };
}

/** Every module of the project under `root`, by file. */
export function importGraph(root: string): Map<string, Module> {
  const list = sourceFiles(root);
  const files = new Set(list);
  return new Map(list.map((file) => [file, parseModule(file, fs.readFileSync(path.join(root, file), "utf8"), files)]));
}
