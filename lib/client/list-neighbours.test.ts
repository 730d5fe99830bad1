import { describe, expect, it } from "vitest";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { type FetchPage, findNeighbour, SCAN_PAGES } from "./list-neighbours";

/** A call; `audio: false` marks one without a recording. */
const call = (callId: string, audio = true) => ({ callId, status: "completed", resultAvailable: true, audioAvailable: audio }) as CallResult;

/** A list served in pages of `pageSize`, recording which pages were asked for. */
function list(calls: CallResult[], pageSize: number) {
  const asked: number[] = [];
  const totalPages = Math.ceil(calls.length / pageSize);
  const fetchPage: FetchPage = async (page) => {
    asked.push(page);
    const data = calls.slice((page - 1) * pageSize, page * pageSize);
    return { data, pagination: { total: calls.length, page, pageSize, totalPages } } as ListResponse;
  };
  return { fetchPage, asked };
}

const playable = (c: CallResult) => c.audioAvailable;

describe("the neighbours of a call in a paged list", () => {
  // Pages of 3: [a b c] [d e f] [g]
  const calls = ["a", "b", "c", "d", "e", "f", "g"].map((id) => call(id));

  it("next and previous within a page", async () => {
    const { fetchPage, asked } = list(calls, 3);
    expect(await findNeighbour(fetchPage, { callId: "b", page: 1 }, 1)).toEqual({ kind: "call", call: calls[2], page: 1, skipped: 0 });
    expect(await findNeighbour(fetchPage, { callId: "b", page: 1 }, -1)).toEqual({ kind: "call", call: calls[0], page: 1, skipped: 0 });
    expect(asked).toEqual([1, 1]);
  });

  it("across page boundaries, both ways, fetching the page beyond", async () => {
    const { fetchPage, asked } = list(calls, 3);
    expect(await findNeighbour(fetchPage, { callId: "c", page: 1 }, 1)).toMatchObject({ kind: "call", call: { callId: "d" }, page: 2 });
    expect(await findNeighbour(fetchPage, { callId: "d", page: 2 }, -1)).toMatchObject({ kind: "call", call: { callId: "c" }, page: 1 });
    expect(await findNeighbour(fetchPage, { callId: "f", page: 2 }, 1)).toMatchObject({ kind: "call", call: { callId: "g" }, page: 3 });
    expect(asked).toEqual([1, 2, 2, 1, 2, 3]);
  });

  it("says where the list ends and where it begins, never wrapping", async () => {
    const { fetchPage } = list(calls, 3);
    expect(await findNeighbour(fetchPage, { callId: "g", page: 3 }, 1)).toEqual({ kind: "end", skipped: 0 });
    expect(await findNeighbour(fetchPage, { callId: "a", page: 1 }, -1)).toEqual({ kind: "end", skipped: 0 });
  });

  it("skips calls that do not qualify (no recording), counting them, across pages", async () => {
    const mixed = [call("a"), call("b", false), call("c", false), call("d", false), call("e"), call("f", false)];
    const { fetchPage } = list(mixed, 2);
    expect(await findNeighbour(fetchPage, { callId: "a", page: 1 }, 1, playable)).toEqual({ kind: "call", call: mixed[4], page: 3, skipped: 3 });
    expect(await findNeighbour(fetchPage, { callId: "e", page: 3 }, -1, playable)).toEqual({ kind: "call", call: mixed[0], page: 1, skipped: 3 });
    // Only calls without a recording follow: the end, with how many were passed over.
    expect(await findNeighbour(fetchPage, { callId: "e", page: 3 }, 1, playable)).toEqual({ kind: "end", skipped: 1 });
    // Without the test, every call is a neighbour.
    expect(await findNeighbour(fetchPage, { callId: "a", page: 1 }, 1)).toMatchObject({ call: { callId: "b" }, skipped: 0 });
  });

  it("finds the call on a page either side of where it was last seen (the list moved, or a step crossed a page)", async () => {
    const { fetchPage } = list(calls, 3);
    expect(await findNeighbour(fetchPage, { callId: "d", page: 1 }, 1)).toMatchObject({ kind: "call", call: { callId: "e" }, page: 2 });
    expect(await findNeighbour(fetchPage, { callId: "c", page: 2 }, 1)).toMatchObject({ kind: "call", call: { callId: "d" }, page: 2 });
    // Not near its page: the walk does not guess.
    expect(await findNeighbour(fetchPage, { callId: "g", page: 1 }, 1)).toEqual({ kind: "missing" });
    expect(await findNeighbour(fetchPage, { callId: "zz", page: 2 }, -1)).toEqual({ kind: "missing" });
  });

  it("stops after SCAN_PAGES pages of calls that do not qualify, rather than reading the whole list", async () => {
    const silent = [call("a"), ...Array.from({ length: 40 }, (_, i) => call(`n${i}`, false)), call("z")];
    const { fetchPage, asked } = list(silent, 2);
    expect(await findNeighbour(fetchPage, { callId: "a", page: 1 }, 1, playable)).toEqual({ kind: "far", skipped: 1 + 2 * SCAN_PAGES });
    expect(asked).toHaveLength(1 + SCAN_PAGES);
  });
});
