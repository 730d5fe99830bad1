// .ci/run with every outside command stubbed: use-node.sh (which may fail to switch, as an
// install from the registry can), each Node's binary, npm (ci and test, with a canned
// closing line), apt-get. Proves each switch is checked, npm test runs once with its unit
// suite on Node 22, and a missing Node 22 still fails CI.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

function ciRun(options: { failSwitch?: number[]; closing?: string; testStatus?: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ci-run-"));
  const fake = path.join(dir, "fake");
  for (const d of [".ci", "scripts", "fake", "bin", "bin20", "bin22", "bin24"]) fs.mkdirSync(path.join(dir, d), { recursive: true });
  fs.copyFileSync(".ci/run", path.join(dir, ".ci/run"));
  // Like the real one: a Node's own folder goes first on PATH, unless its install failed.
  fs.writeFileSync(
    path.join(dir, "scripts/use-node.sh"),
    `case " $FAKE_FAIL_SWITCH " in *" $1 "*) echo "use-node: could not install Node $1" >&2 ;; *) export PATH="${dir}/bin$1:$PATH" ;; esac\n`,
  );
  const script = (file: string, body: string) => fs.writeFileSync(path.join(dir, file), `#!/bin/bash\n${body}\n`, { mode: 0o755 });
  for (const major of [20, 22, 24]) script(`bin${major}/node`, `if [ "$1" = "-v" ]; then echo "v${major}.9.0"; exit 0; fi\nexec "${process.execPath}" "$@"`);
  script(
    "bin/npm",
    `echo "npm $* on $(node -v), unit on $([ -n "$UNIT_NODE" ] && "$UNIT_NODE" -v || echo default)" >> "$FAKE_DIR/calls"
case "$1" in
  -v) echo 10.0.0 ;;
  ci) exit 0 ;;
  test) echo "$FAKE_CLOSING"; exit "$FAKE_TEST_STATUS" ;;
esac`,
  );
  for (const name of ["apt-get", "redis-server", "pg_config"]) script(`bin/${name}`, "exit 0");
  const result = spawnSync("bash", [".ci/run"], {
    cwd: dir,
    encoding: "utf8",
    env: {
      NODE_ENV: "test",
      PATH: `${dir}/bin20:${dir}/bin:/usr/bin:/bin`,
      HOME: dir,
      FAKE_DIR: fake,
      FAKE_FAIL_SWITCH: (options.failSwitch ?? []).join(" "),
      FAKE_CLOSING: options.closing ?? "10 passed, 0 failed",
      FAKE_TEST_STATUS: String(options.testStatus ?? 0),
    },
  });
  const lines = result.stdout.trim().split("\n");
  const calls = fs.existsSync(path.join(fake, "calls")) ? fs.readFileSync(path.join(fake, "calls"), "utf8") : "";
  return { status: result.status, closing: lines.at(-1), stdout: result.stdout, calls };
}

it("runs npm test once, on Node 24 with its unit suite on Node 22, and ends with its closing line", () => {
  const run = ciRun({});
  expect(run.calls.match(/^npm test/gm)).toHaveLength(1);
  expect(run.calls).toContain("npm test on v24.9.0, unit on v22.9.0");
  expect(run.stdout).toContain("ci: gates and browser suite on Node 24, unit suite on Node 22;");
  expect(run.closing).toBe("10 passed, 0 failed");
  expect(run.status).toBe(0);
});

it("fails when npm test fails", () => {
  const run = ciRun({ closing: "9 passed, 1 failed", testStatus: 1 });
  expect(run.closing).toBe("9 passed, 1 failed");
  expect(run.status).not.toBe(0);
});

it("when the switch to 22 does not happen, runs the unit suite on 24 rather than a wrong Node labelled 22, and fails", () => {
  const run = ciRun({ failSwitch: [22] });
  expect(run.stdout).toContain("ci: the switch to Node 22 failed; node is v20.9.0");
  expect(run.calls).toContain("npm test on v24.9.0, unit on default");
  expect(run.closing).toBe("10 passed, 1 failed");
  expect(run.status).not.toBe(0);
});

it("stops at once when the switch to 24 does not happen", () => {
  const run = ciRun({ failSwitch: [24] });
  expect(run.stdout).toContain("ci: the switch to Node 24 failed; node is v22.9.0");
  expect(run.calls).not.toContain("npm ci");
  expect(run.calls).not.toContain("npm test");
  expect(run.closing).toBe("0 passed, 1 failed");
  expect(run.status).toBe(1);
});

it("fails when npm test prints no closing line", () => {
  const run = ciRun({ closing: "crashed" });
  expect(run.closing).toBe("0 passed, 1 failed");
  expect(run.status).not.toBe(0);
});
