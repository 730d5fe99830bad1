// What the demo service leaves in its data folder besides what it means to keep: the
// temporary files of a generation that was cut short.
import fs from "node:fs";
import path from "node:path";

// A file is written as <name>.tmp-<pid> and renamed when complete.
const TEMPORARY = /\.tmp-(\d+)$/;

/** Removes the temporary files in `dir` whose writer is gone (a crash or a kill mid-write). */
export function removeStaleTemporaries(dir: string): void {
  for (const name of filesIn(dir)) {
    const pid = Number(TEMPORARY.exec(name)?.[1]);
    if (pid && !running(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The names in `dir`, or none when it does not exist yet. */
export function filesIn(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function running(pid: number): boolean {
  // This process's own files may belong to another service it runs on the same folder.
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
