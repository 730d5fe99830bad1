// DATABASE_URL and REDIS_URL: what start refuses, and that no message shows the password.
import { describe, expect, it } from "vitest";
import { freePort } from "@/scripts/engines";
import { ConfigError } from "../env";
import { openStore, StoreStartError } from "./database";
import { loadStoreConfig, redactUrl } from "./store-config";

const SECRET = "a-session-secret-of-32-characters-or-more";

describe("the store's configuration", () => {
  it("is SQLite under DASHBOARD_DATA_DIR and memory counters when nothing is set", () => {
    expect(loadStoreConfig({ DASHBOARD_DATA_DIR: "/var/lib/dash" })).toEqual({
      database: { engine: "sqlite", file: "/var/lib/dash/dashboard.sqlite" },
      redis: null,
    });
  });

  it("takes PostgreSQL from DATABASE_URL and Redis from REDIS_URL, printable without the password", () => {
    const config = loadStoreConfig({
      DATABASE_URL: "postgres://dash:s3cret-pw@db.internal:5432/dashboard",
      REDIS_URL: "redis://:r3dis-pw@cache.internal:6379",
      DASHBOARD_SESSION_SECRET: SECRET,
    });
    expect(config.database).toEqual({
      engine: "postgres",
      url: "postgres://dash:s3cret-pw@db.internal:5432/dashboard",
      safeUrl: "postgres://dash:***@db.internal:5432/dashboard",
      timeoutMs: 5000,
    });
    expect(config.redis).toEqual({ url: "redis://:r3dis-pw@cache.internal:6379", safeUrl: "redis://:***@cache.internal:6379", timeoutMs: 250 });
  });

  it("refuses DATABASE_URL without the session secret every instance must share", () => {
    expect(() => loadStoreConfig({ DATABASE_URL: "postgres://dash:pw@db/dashboard" })).toThrow(
      new ConfigError("DASHBOARD_SESSION_SECRET must be set to the same value of at least 32 characters on every instance when DATABASE_URL is set."),
    );
  });

  it.each([
    ["DATABASE_URL", "postgres//dash:hunter2-secret@db/x"],
    ["DATABASE_URL", "mysql://dash:hunter2-secret@db/x"],
    ["DATABASE_URL", "postgres://dash:hunter2-secret@/x"],
    ["REDIS_URL", "http://:hunter2-secret@cache:6379"],
    ["REDIS_URL", "redis://user:hunter2-secret@[not-a-host/"],
  ])("refuses a malformed %s without printing its password (%#)", (name, value) => {
    let message = "";
    try {
      loadStoreConfig({ [name]: value, DASHBOARD_SESSION_SECRET: SECRET });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain("hunter2");
  });

  it("redacts user-info passwords", () => {
    expect(redactUrl("postgres://u:p@h/d")).toBe("postgres://u:***@h/d");
    expect(redactUrl("postgres://token@h/d")).toBe("postgres://***@h/d");
    expect(redactUrl("postgres://h:5432/d")).toBe("postgres://h:5432/d");
  });

  it("gives up on a database it cannot reach after the bounded retry, naming it without the password", async () => {
    const port = await freePort(); // nothing listens there
    const url = `postgres://dash:hunter2-secret@127.0.0.1:${port}/dashboard`;
    const start = openStore(
      { engine: "postgres", url, safeUrl: redactUrl(url), timeoutMs: 5000 },
      { legacy: { usersFile: "", dataDir: "" }, connectWithinMs: 600, log: () => {} },
    );
    await expect(start).rejects.toBeInstanceOf(StoreStartError);
    const message = await start.catch((e: Error) => e.message);
    expect(message).toMatch(new RegExp(`^cannot reach the database at postgres://dash:\\*\\*\\*@127\\.0\\.0\\.1:${port}/dashboard \\(gave up after 1 s\\)`));
    expect(message).not.toContain("hunter2");
  });
});
