// The recordings' cache in <dataDir>/audio: a call's WAV file is made on its first
// download and kept for the next ones, up to DEMO_AUDIO_CACHE_MB in all. Past that the
// files used longest ago go first; a removed one is simply made again when asked for.
import fs from "node:fs";
import path from "node:path";
import { wavBytes, writeWav } from "./audio";
import { filesIn, removeStaleTemporaries } from "./data-files";

export class AudioCache {
  private readonly dir: string;
  // File names and sizes, least recently used first (a Map keeps insertion order); bounded
  // with the files themselves by DEMO_AUDIO_CACHE_MB.
  private readonly files = new Map<string, number>();
  private bytes = 0;

  constructor(
    dataDir: string,
    private readonly maxBytes: number,
  ) {
    this.dir = path.join(dataDir, "audio");
    removeStaleTemporaries(this.dir);
    // Files of earlier runs count too, the oldest first.
    const found = filesIn(this.dir)
      .filter((name) => name.endsWith(".wav"))
      .map((name) => ({ name, stat: fs.statSync(path.join(this.dir, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
    for (const { name, stat } of found) this.remember(name, stat.size);
    this.evict();
  }

  /** Path of the call's WAV file, making it on first use. */
  file(callId: string, durationSeconds: number): string {
    // callId is checked against the id pattern by the caller, so it is a safe file name.
    const name = `${callId}-${durationSeconds}s.wav`;
    const file = path.join(this.dir, name);
    // Made synchronously, so two requests never write the same file at once.
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.dir, { recursive: true });
      writeWav(file, callId, durationSeconds);
    }
    this.remember(name, wavBytes(durationSeconds));
    this.evict(name);
    return file;
  }

  private remember(name: string, size: number): void {
    this.bytes -= this.files.get(name) ?? 0;
    this.files.delete(name);
    this.files.set(name, size);
    this.bytes += size;
  }

  // The file just asked for stays even when it alone is over the bound: it is being served.
  private evict(keep?: string): void {
    for (const [name, size] of this.files) {
      if (this.bytes <= this.maxBytes) return;
      if (name === keep) continue;
      // A download still reading a removed file keeps it until it is done (POSIX unlink).
      fs.rmSync(path.join(this.dir, name), { force: true, recursive: true });
      this.files.delete(name);
      this.bytes -= size;
    }
  }
}
