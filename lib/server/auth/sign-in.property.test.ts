// Fuzz tests (fast-check) of the redirect target after sign-in and of the sign-in form,
// with hostile input: tabs, newlines, backslashes, %2F and other encodings, Unicode
// slashes and dots, and very long values (issue #16).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { saveEnv } from "@/test-support/saved-env";
import { safeNext } from "./safe-next";

const ORIGIN = "https://dashboard.example";
// Pieces a browser may read as a separator, a scheme or a host.
const HOSTILE = [
  "/",
  "\\",
  "\t",
  "\n",
  "\r",
  " ",
  "%2F",
  "%2f",
  "%5C",
  "%09",
  "%0a",
  "%00",
  "%252F",
  "..",
  ".",
  ":",
  "@",
  "?",
  "#",
  "//",
  "\u2215", // division slash
  "\u2044", // fraction slash
  "\uff0f", // fullwidth solidus
  "\uff3c", // fullwidth reverse solidus
  "\u3002", // ideographic full stop
  "\u200b",
  "\u0000",
  "evil.example",
  "https:",
  "javascript:",
  "data:",
  "calls",
  "call_demo_long",
  "x",
];
const hostile = fc.array(fc.constantFrom(...HOSTILE), { maxLength: 12 }).map((parts) => parts.join(""));
const target = fc.oneof(
  hostile,
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  hostile.map((s) => `/${s}`),
);
const veryLong = fc.integer({ min: 2000, max: 200_000 }).map((n) => `/${"a/".repeat(n / 2)}`);

/** What the browser makes of a Location header value: it must stay on this origin. */
function staysHome(location: string): boolean {
  return location.startsWith("/") && !/^\/[/\\]/.test(location) && new URL(location, `${ORIGIN}/sign-in`).origin === ORIGIN;
}

describe("safeNext", () => {
  it("never leaves the origin, for any input", () => {
    fc.assert(
      fc.property(fc.oneof(target, veryLong), (next) => {
        const result = safeNext(next);
        expect(staysHome(result), JSON.stringify({ next, result })).toBe(true);
        // No tab, newline or backslash survives to be dropped or reread by a browser.
        expect(result).not.toMatch(/[\t\n\r\\]/);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps a plain path of this site as it is", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 5 }), (segments) => {
        const next = `/${segments.join("/")}?t=5`;
        expect(safeNext(next)).toBe(next);
      }),
    );
  });
});

describe("the sign-in form", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-fuzz-"));
  const restoreEnv = saveEnv(["DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "DASHBOARD_USERS_FILE", "DASHBOARD_DATA_DIR"]);
  beforeAll(() => {
    fs.writeFileSync(
      path.join(dir, "users.json"),
      JSON.stringify({ users: [{ name: "fuzz", role: "viewer", passwordHash: bcrypt.hashSync("the password", 4) }] }),
    );
    Object.assign(process.env, {
      DASHBOARD_AUTH: "local",
      DASHBOARD_SESSION_SECRET: "fuzz-secret-of-at-least-32-characters!!",
      DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
      // A store of its own, which imports this users.json when first opened.
      DASHBOARD_DATA_DIR: dir,
    });
  });
  afterAll(() => {
    restoreEnv();
  });

  it("answers a redirect home or a 4xx to any fields, never an error or a foreign location", async () => {
    const field = fc.oneof(target, fc.constant("fuzz"), fc.constant("the password"), fc.string({ minLength: 60, maxLength: 300 }));
    await fc.assert(
      fc.asyncProperty(field, field, fc.oneof(target, veryLong), fc.boolean(), async (name, password, next, extra) => {
        const body = new URLSearchParams({ name, password, next });
        if (extra) body.append("next", "//evil.example");
        const r = await signInRoute(
          new Request("http://dashboard.test/api/auth/sign-in", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
        );
        expect([303, 413]).toContain(r.status);
        if (r.status === 303) {
          const location = r.headers.get("location")!;
          expect(staysHome(location), location).toBe(true);
          // The way back after an error carries only a safe target too.
          const back = new URL(location, ORIGIN).searchParams.get("next");
          if (back !== null) expect(staysHome(back), back).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
