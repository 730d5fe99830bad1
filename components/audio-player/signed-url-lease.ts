// The signed URL the player streams from, held like a lease: fetched just in time, known to
// be fresh or not, and renewed with one request however many callers ask at once (a
// stall, an error and a Play can all want a new one in the same moment).
import type { RecordingInfo } from "@/lib/call-results/schemas";

// A URL this close to its expiry is replaced before playing from it.
const MIN_VALIDITY_MS = 15_000;

export class SignedUrlLease {
  private callId: string | null = null;
  private info: RecordingInfo | undefined;
  private inflight: Promise<RecordingInfo> | undefined;

  constructor(
    private readonly fetchUrl: (callId: string) => Promise<RecordingInfo>,
    private readonly now: () => number,
    /** Told when a renewal starts and ends (the player says "Renewing the recording link…"). */
    private readonly onRenewing: (renewing: boolean) => void,
  ) {}

  /** Leases for this call from now on; `info`, when already at hand, saves a request. */
  reset(callId: string | null, info?: RecordingInfo): void {
    this.callId = callId;
    this.info = info;
  }

  /** Forgets the URL (storage refused it), so the next use fetches a new one. */
  drop(): void {
    this.info = undefined;
  }

  /** The URL, while it is valid for long enough to play from. */
  fresh(): RecordingInfo | undefined {
    return this.info && Date.parse(this.info.expiresAt) - this.now() > MIN_VALIDITY_MS ? this.info : undefined;
  }

  /** A fresh URL: the one held, or a new one; concurrent callers share one request. */
  get(): Promise<RecordingInfo> {
    const fresh = this.fresh();
    return fresh ? Promise.resolve(fresh) : this.renew();
  }

  /** A new URL for the current call; concurrent callers share one request. */
  renew(): Promise<RecordingInfo> {
    const callId = this.callId;
    if (!callId) return Promise.reject(new Error("no recording loaded"));
    if (!this.inflight) {
      this.onRenewing(true);
      this.inflight = this.fetchUrl(callId)
        .then((info) => {
          // A URL for a call the player has left is of no use.
          if (this.callId === callId) this.info = info;
          return info;
        })
        .finally(() => {
          this.inflight = undefined;
          this.onRenewing(false);
        });
    }
    return this.inflight;
  }
}
