// Memory of the servers under measurement (Linux /proc).
import fs from "node:fs";

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
export function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(rootPid);
  return total / 1024;
}
