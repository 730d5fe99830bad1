import { afterEach, describe, expect, it, vi } from "vitest";
import type { Note } from "@/lib/reviews/review";
import { ApiError } from "./fetch";
import { addNote, callNotesOptions, deleteNote, editNote } from "./notes";

const note: Note = { id: "n1", callId: "c/1", author: "ana", atSeconds: 42, text: "hi", createdAt: "2026-11-25T05:00:00Z", updatedAt: "2026-11-25T05:00:00Z" };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("a call's notes from the browser", () => {
  it("sends each action with an Idempotency-Key, the same one again after a 503 or no answer, and a new one once answered", async () => {
    const keyOf = (mock: ReturnType<typeof answer>, n: number) => (mock.mock.calls[n]![1].headers as Record<string, string>)["idempotency-key"];
    const stalled = answer(503, { code: "store_unavailable", error: "may have been saved" });
    await expect(addNote("c/1", "retry me", null)).rejects.toMatchObject({ status: 503 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    await expect(addNote("c/1", "retry me", null)).rejects.toMatchObject({ status: 0 });
    const saved = answer(201, { note });
    await addNote("c/1", "retry me", null);
    await addNote("c/1", "retry me", null);
    await addNote("c/1", "another", null);
    const first = keyOf(stalled, 0);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(saved, 0)).toBe(first);
    expect(keyOf(saved, 1)).not.toBe(first);
    expect(keyOf(saved, 2)).not.toBe(keyOf(saved, 1));
  });

  it("reads the list of the call named in the path, escaped, under a key of its own", async () => {
    const fetchMock = answer(200, { notes: [note] });
    const options = callNotesOptions("c/1");
    expect(options.queryKey).toEqual(["call-notes", "c/1"]);
    const signal = new AbortController().signal;
    await expect(options.queryFn?.({ signal } as never)).resolves.toEqual({ notes: [note] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/calls/c%2F1/notes");
  });

  it("posts the moment only when the note is pinned to one", async () => {
    const fetchMock = answer(201, { note });
    await expect(addNote("c/1", "hi", 42)).resolves.toEqual(note);
    await addNote("c/1", "hi", null);
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init.method, JSON.parse(String(init.body))])).toEqual([
      ["/api/calls/c%2F1/notes", "POST", { text: "hi", atSeconds: 42 }],
      ["/api/calls/c%2F1/notes", "POST", { text: "hi" }],
    ]);
  });

  it("edits and deletes the one note, and a 400 reaches the caller with the server's message", async () => {
    const fetchMock = answer(200, { note: { ...note, text: "new" } });
    await expect(editNote("c/1", "n1", "new")).resolves.toMatchObject({ text: "new" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/calls/c%2F1/notes/n1");
    expect(fetchMock.mock.calls[0]?.[1].method).toBe("PATCH");

    const deleted = answer(204, null);
    await expect(deleteNote("c/1", "n1")).resolves.toBeUndefined();
    expect(deleted.mock.calls[0]?.[1].method).toBe("DELETE");

    answer(400, { code: "invalid_request", error: "Note must not be empty." });
    const refused = editNote("c/1", "n1", " ");
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: "Note must not be empty." });
  });
});
