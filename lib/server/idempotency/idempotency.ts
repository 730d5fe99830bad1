import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { DashboardError } from "@/lib/errors";
import { readCapped } from "../http/request-body";
import { currentStore } from "../store/current-store";
import { findAnswer, type StoredAnswer, saveAnswer } from "../store/idempotency-keys";
import type { StoreSchema } from "../store/schema";
import { isStoreUnreachable } from "../store/store-errors";

// One action, one key, one transaction (issue #39). A write that carries an
// Idempotency-Key is done once per user and key: a repeat within 24 h gets the first
// answer, never a second write. A route's write (writeOnce) puts its rows, its audit entry
// and the key in one transaction, so after a stall either all of them exist or none; a
// client that got no answer, or a 503, sends the same action again with the same key.

interface KeyedWrite {
  user: string;
  key: string;
  fingerprint: string;
  /** The answer is stored (by writeOnce, in the write's own transaction). */
  saved: boolean;
  /** The key was taken by a twin of this request that committed first. */
  taken: boolean;
}

const current = new AsyncLocalStorage<KeyedWrite | null>();
const openWrite = new AsyncLocalStorage<Transaction<StoreSchema>>();

/** The transaction of the write this code runs in (writeOnce), if any: a route's audit entry joins it. */
export const writeTransaction = (): Transaction<StoreSchema> | undefined => openWrite.getStore();
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A larger body is not a write of this dashboard (the routes read at most 8 KB); its hash covers "too large". */
const MAX_HASHED_BYTES = 64 * 1024;

async function keyedWrite(request: Request, user: string): Promise<KeyedWrite | null> {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!KEY.test(key))
    throw new DashboardError("invalid_request", "The Idempotency-Key header must be 8 to 128 letters, digits or . _ : - characters.", {
      details: [{ param: "Idempotency-Key", message: "must be 8 to 128 letters, digits or . _ : -" }],
    });
  const body = await readCapped(request.clone().body, null, MAX_HASHED_BYTES);
  const fingerprint = createHash("sha256")
    .update(`${request.method} ${new URL(request.url).pathname}\n${body ?? "(too large)"}`)
    .digest("base64url");
  return { user, key, fingerprint, saved: false, taken: false };
}

function replay(first: StoredAnswer, keyed: KeyedWrite): Response {
  if (first.fingerprint !== keyed.fingerprint)
    throw new DashboardError("conflict", "This Idempotency-Key was already used for another request; a new action needs a new key.");
  const headers = { "cache-control": "no-store", "idempotent-replayed": "true", ...(first.body ? { "content-type": "application/json" } : {}) };
  return new Response(first.status === 204 ? null : first.body, { status: first.status, headers });
}

async function answerOf(response: Response, fingerprint: string): Promise<StoredAnswer> {
  return { fingerprint, status: response.status, body: response.status === 204 ? "" : await response.clone().text() };
}

/** Runs a write route's handler once per Idempotency-Key: a repeat of a done action gets its first answer. */
export async function once(request: Request, user: string, write: () => Promise<Response>): Promise<Response> {
  const keyed = await keyedWrite(request, user);
  if (!keyed) return current.run(null, write);
  const { db } = await currentStore();
  const first = await findAnswer(db, user, keyed.key);
  if (first) return replay(first, keyed);
  let response: Response;
  try {
    response = await current.run(keyed, write);
  } catch (error) {
    const winner = keyed.taken ? await findAnswer(db, user, keyed.key) : null;
    if (winner) return replay(winner, keyed);
    throw error;
  }
  // A route without a transaction of its own: its answer is kept after the fact.
  if (!keyed.saved && response.ok) await saveAnswer(db, user, keyed.key, await answerOf(response, keyed.fingerprint)).catch(() => undefined);
  return response;
}

const NOT_SAVED = "The dashboard's database did not answer in time, so the change was not saved. Try again in a moment.";
const MAYBE_SAVED = "The dashboard's database did not confirm the change in time, so it may have been saved.";

/**
 * A route's write: `work` writes its rows on `trx` and returns the answer (the route's
 * audit(), called inside, writes its entry on `trx` too);
 * with the request's key, all of them commit together or not at all. A stall before the
 * commit saved nothing; a stall during it may have saved all, and the message says which.
 */
export async function writeOnce(work: (trx: Transaction<StoreSchema>) => Promise<Response>): Promise<Response> {
  const keyed = current.getStore() ?? null;
  const { db } = await currentStore();
  let committing = false;
  try {
    return await db.transaction().execute(async (trx) => {
      if (keyed) {
        // The key first: a twin of this request waits here for this one, then finds it taken.
        await saveAnswer(trx, keyed.user, keyed.key, { fingerprint: keyed.fingerprint, status: 0, body: "" }).catch((error: unknown) => {
          if (!isStoreUnreachable(error)) keyed.taken = true;
          throw error;
        });
      }
      const response = await openWrite.run(trx, () => work(trx));
      if (keyed && response.ok) {
        const answer = await answerOf(response, keyed.fingerprint);
        await trx.updateTable("idempotency_key").set(answer).where("user_name", "=", keyed.user).where("key", "=", keyed.key).execute();
        keyed.saved = true;
      } else if (keyed) {
        await trx.deleteFrom("idempotency_key").where("user_name", "=", keyed.user).where("key", "=", keyed.key).execute();
      }
      committing = true;
      return response;
    });
  } catch (error) {
    if (!isStoreUnreachable(error)) throw error;
    const retry = keyed ? " Trying again is safe: the same action is never saved twice." : " Reload to see whether it was before trying again.";
    throw new DashboardError("store_unavailable", committing ? MAYBE_SAVED + retry : NOT_SAVED);
  }
}
