// What the parts of a running demo service share: its configuration, store and signing
// secret, and the two things that change while it runs (the faults, and the public
// origin once the port is known).
import type { AudioCache } from "./audio-cache";
import type { DemoConfig } from "./config";
import type { Faults } from "./faults";
import type { DemoStore } from "./store";

export interface ServiceState {
  readonly config: DemoConfig;
  readonly store: DemoStore;
  readonly audio: AudioCache;
  readonly secret: string;
  faults: Faults;
  /** The origin put into detailsUrl and downloadUrl. */
  publicUrl: string;
  log(line: string): void;
}
