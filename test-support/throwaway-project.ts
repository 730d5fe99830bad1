// For the gates' tests (scripts/checks): a project of a few files in a fresh temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectFiles } from "@/scripts/checks/project-files";

/** Writes these files (path relative to the root → text) under a new folder; returns the folder. */
export function throwawayProject(name: string, files: Record<string, string>): string {
  return throwawayProjectIn(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), files);
}

/**
 * A copy of the project at `root` (the files the gates read, with the tools' configuration)
 * in a new folder, its node_modules linked rather than copied, with these files written over
 * it; returns the folder. For planting a violation in the real tree and seeing a gate fail.
 */
export function projectCopy(name: string, root: string, files: Record<string, string>): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const file of projectFiles(root)) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return throwawayProjectIn(copy, files);
}

function throwawayProjectIn(root: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
