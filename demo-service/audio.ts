// Recordings: WAV files made from the call id, as long as the call (audio-cache.ts keeps them).
// 8 kHz 8-bit mono WAV keeps a two-hour call under 60 MB and plays everywhere.
import { createHash } from "node:crypto";
import fs from "node:fs";

const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;
const PATTERN_SECONDS = 8;

export function wavBytes(durationSeconds: number): number {
  return HEADER_BYTES + durationSeconds * SAMPLE_RATE;
}

function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write("WAVE", 8, "ascii");
  h.write("fmt ", 12, "ascii");
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE, 28); // byte rate
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits per sample
  h.write("data", 36, "ascii");
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/**
 * An eight-second loop of two alternating "speakers" (tone bursts at a syllable rate,
 * one voice higher than the other), pitched from a hash of the call id so that
 * recordings sound different from each other.
 */
function pattern(callId: string): Buffer {
  const hash = createHash("sha256").update(callId).digest();
  const agentPitch = 330 + (hash[0]! % 32) * 10;
  const callerPitch = 150 + (hash[1]! % 24) * 6;
  const syllableRate = 3 + (hash[2]! % 4);
  const out = Buffer.alloc(PATTERN_SECONDS * SAMPLE_RATE);
  // Turns: agent 0–3.2 s, pause, caller 3.6–7.4 s, pause.
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    const speaking = t < 3.2 ? agentPitch : t >= 3.6 && t < 7.4 ? callerPitch : 0;
    if (speaking > 0) {
      const syllable = Math.max(0, Math.sin(Math.PI * syllableRate * t)) ** 0.6;
      const step = Math.floor(t * syllableRate) % 4;
      const f = speaking * (1 + ((hash[3 + step]! % 9) - 4) / 40);
      v = syllable * (0.55 * Math.sin(2 * Math.PI * f * t) + 0.2 * Math.sin(4 * Math.PI * f * t));
    }
    out[i] = Math.max(0, Math.min(255, Math.round(128 + v * 100)));
  }
  return out;
}

/** Writes the call's recording to `file`, under a temporary name until it is complete. */
export function writeWav(file: string, callId: string, durationSeconds: number): void {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    const fd = fs.openSync(tmp, "w");
    try {
      const dataBytes = durationSeconds * SAMPLE_RATE;
      fs.writeSync(fd, wavHeader(dataBytes));
      const loop = pattern(callId);
      let left = dataBytes;
      while (left > 0) {
        const n = Math.min(left, loop.length);
        fs.writeSync(fd, loop, 0, n);
        left -= n;
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (error) {
    // A full disk must not leave a partial file behind for each failed try.
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}
