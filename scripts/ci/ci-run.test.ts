// .ci/run with every outside command stubbed: use-node.sh (which may fail to switch, as an
// install from the registry can), node -v, npm (ci and test, with canned results), apt-get.
// Proves the switch is checked and the closing line counts each test once.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

interface Line {
  passed: number;
  failed: number;
  unit: Record<string, "passed" | "failed">;
}

function ciRun(options: { failSwitch?: number[]; node24?: Line; node22?: Line }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ci-run-"));
  const fake = path.join(dir, "fake");
  const bin = path.join(dir, "bin");
  for (const d of [".ci", "scripts/ci", "fake", "bin"]) fs.mkdirSync(path.join(dir, d), { recursive: true });
  fs.copyFileSync(".ci/run", path.join(dir, ".ci/run"));
  fs.copyFileSync("scripts/ci/test-results.ts", path.join(dir, "scripts/ci/test-results.ts"));
  fs.writeFileSync(
    path.join(dir, "scripts/use-node.sh"),
    'case " $FAKE_FAIL_SWITCH " in *" $1 "*) echo "use-node: could not install Node $1" >&2 ;; *) export FAKE_NODE="$1" ;; esac\n',
  );
  const script = (name: string, body: string) => fs.writeFileSync(path.join(bin, name), `#!/bin/bash\n${body}\n`, { mode: 0o755 });
  script("node", `if [ "$1" = "-v" ]; then echo "v\${FAKE_NODE:-20}.9.0"; exit 0; fi\nexec "${process.execPath}" "$@"`);
  script(
    "npm",
    `echo "npm $* on node \${FAKE_NODE:-20}" >> "$FAKE_DIR/calls"
case "$1" in
  -v) echo 10.0.0 ;;
  ci) exit 0 ;;
  test) f="$FAKE_DIR/node\${FAKE_NODE:-20}"
    [ -f "$f.json" ] || exit 1
    cp "$f.json" "$TEST_RESULTS_FILE"; cat "$f.line"; exit "$(cat "$f.status")" ;;
esac`,
  );
  for (const name of ["apt-get", "redis-server", "pg_config"]) script(name, "exit 0");
  for (const [major, line] of [
    [24, options.node24],
    [22, options.node22],
  ] as const) {
    if (!line) continue;
    fs.writeFileSync(path.join(fake, `node${major}.json`), JSON.stringify(line));
    fs.writeFileSync(path.join(fake, `node${major}.line`), `${line.passed} passed, ${line.failed} failed\n`);
    fs.writeFileSync(path.join(fake, `node${major}.status`), line.failed > 0 ? "1" : "0");
  }
  const result = spawnSync("bash", [".ci/run"], {
    cwd: dir,
    encoding: "utf8",
    env: { NODE_ENV: "test", PATH: `${bin}:/usr/bin:/bin`, HOME: dir, FAKE_DIR: fake, FAKE_FAIL_SWITCH: (options.failSwitch ?? []).join(" ") },
  });
  const lines = result.stdout.trim().split("\n");
  const calls = fs.existsSync(path.join(fake, "calls")) ? fs.readFileSync(path.join(fake, "calls"), "utf8") : "";
  return { status: result.status, closing: lines.at(-1), stdout: result.stdout, calls };
}

const full: Line = { passed: 10, failed: 0, unit: { "a.test.ts > one": "passed", "a.test.ts > two": "passed" } };
const unitGreen: Line = { passed: 2, failed: 0, unit: { "a.test.ts > one": "passed", "a.test.ts > two": "passed" } };

it("counts a unit test once although it ran on both Node lines", () => {
  const run = ciRun({ node24: full, node22: unitGreen });
  expect(run.closing).toBe("10 passed, 0 failed");
  expect(run.status).toBe(0);
  expect(run.calls).toContain("npm test -- --unit on node 22");
});

it("counts a unit test that failed only on Node 22 as one failed test", () => {
  const run = ciRun({ node24: full, node22: { passed: 1, failed: 1, unit: { "a.test.ts > one": "passed", "a.test.ts > two": "failed" } } });
  expect(run.closing).toBe("9 passed, 1 failed");
  expect(run.status).not.toBe(0);
});

it("fails, without running the unit suite on the wrong Node, when the switch to 22 does not happen", () => {
  const run = ciRun({ failSwitch: [22], node24: full, node22: unitGreen });
  expect(run.stdout).toContain("ci: the switch to Node 22 failed; node is v24.9.0");
  expect(run.calls).not.toContain("--unit");
  expect(run.closing).toBe("10 passed, 1 failed");
  expect(run.status).not.toBe(0);
});

it("stops at once when the switch to 24 does not happen", () => {
  const run = ciRun({ failSwitch: [24], node24: full, node22: unitGreen });
  expect(run.stdout).toContain("ci: the switch to Node 24 failed; node is v20.9.0");
  expect(run.calls).toBe("");
  expect(run.closing).toBe("0 passed, 1 failed");
  expect(run.status).toBe(1);
});
