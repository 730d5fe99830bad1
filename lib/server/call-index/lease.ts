import "server-only";
import { randomUUID } from "node:crypto";
import type { StoreDb } from "../store/database";

// One syncer across instances: a lease row in the store (call_index_state, key "lease"),
// taken and renewed by compare-and-set on its value, so it works alike on SQLite and
// PostgreSQL and needs no connection of its own. A holder that dies stops renewing, and
// another instance takes over once the lease has run out. Each new holder gets a higher
// token (the fencing token, in the logs and the status); a holder stops writing a third of
// a lease before its own lease ends unless it has renewed, so two never write at once
// while clocks agree within that margin. A late write could do little harm anyway: rows
// keep the later updatedAt whoever writes them.

const KEY = "lease";

interface LeaseValue {
  holder: string;
  token: number;
  expiresMs: number;
}

export async function leaseHeld(db: StoreDb, nowMs: number): Promise<boolean> {
  const row = await db.selectFrom("call_index_state").select("value").where("key", "=", KEY).executeTakeFirst();
  return row !== undefined && (JSON.parse(row.value) as LeaseValue).expiresMs > nowMs;
}

export class SyncLease {
  readonly holder = randomUUID();
  token = 0;
  private validUntil = 0;

  constructor(
    private readonly db: StoreDb,
    private readonly leaseMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while this instance may write: it holds the lease with a third of it to spare. */
  holds(): boolean {
    return this.now() < this.validUntil;
  }

  private claiming: Promise<boolean> | undefined;

  /** Takes the lease when it is free or run out, or renews this instance's; true when held. */
  claim(): Promise<boolean> {
    // One claim at a time: the renewal timer and the loop must not race each other's compare-and-set.
    this.claiming ??= this.claimOnce().finally(() => {
      this.claiming = undefined;
    });
    return this.claiming;
  }

  private async claimOnce(): Promise<boolean> {
    const now = this.now();
    const row = await this.db.selectFrom("call_index_state").select("value").where("key", "=", KEY).executeTakeFirst();
    const held = row ? (JSON.parse(row.value) as LeaseValue) : undefined;
    if (held && held.holder !== this.holder && held.expiresMs > now) {
      this.validUntil = 0;
      return false;
    }
    const next: LeaseValue = { holder: this.holder, token: held?.holder === this.holder ? held.token : (held?.token ?? 0) + 1, expiresMs: now + this.leaseMs };
    const text = JSON.stringify(next);
    // Compare-and-set: of two instances that read the same old value, one write matches.
    const written = row
      ? Number(
          (
            await this.db
              .updateTable("call_index_state")
              .set({ value: text, updated_ms: now })
              .where("key", "=", KEY)
              .where("value", "=", row.value)
              .executeTakeFirst()
          ).numUpdatedRows,
        )
      : Number(
          (
            await this.db
              .insertInto("call_index_state")
              .values({ key: KEY, value: text, updated_ms: now })
              .onConflict((oc) => oc.column("key").doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0,
        );
    this.validUntil = written === 1 ? now + (this.leaseMs * 2) / 3 : 0;
    if (written === 1) this.token = next.token;
    return written === 1;
  }

  /** Gives the lease up at once (a clean stop), so another instance need not wait it out. */
  async release(): Promise<void> {
    this.validUntil = 0;
    const row = await this.db.selectFrom("call_index_state").select("value").where("key", "=", KEY).executeTakeFirst();
    if (!row || (JSON.parse(row.value) as LeaseValue).holder !== this.holder) return;
    await this.db.deleteFrom("call_index_state").where("key", "=", KEY).where("value", "=", row.value).execute();
  }
}
