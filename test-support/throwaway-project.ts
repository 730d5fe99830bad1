// For the gates' tests (scripts/checks): a project of a few files in a fresh temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Writes these files (path relative to the root → text) under a new folder; returns the folder. */
export function throwawayProject(name: string, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
