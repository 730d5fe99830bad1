// `npm run build [-- --with-demo]`: the artifact in dist/ (scripts/artifact/build.ts).
// `--if-stale`: only when the sources changed since the last build, reading .env files first
// as `npm start` does, so that `npm start` then finds it current (npm test builds this way
// beside the unit suite, for the browser tests).
import process from "node:process";
import nextEnv from "@next/env";
import { artifactIsCurrent, buildArtifact } from "./artifact/build";

const started = Date.now();
const options = { root: process.cwd(), withDemo: process.argv.includes("--with-demo") };
if (process.argv.includes("--if-stale")) {
  nextEnv.loadEnvConfig(process.cwd(), false);
  if (artifactIsCurrent(options)) {
    console.log("build: the artifact is current");
    process.exit(0);
  }
}
try {
  const out = await buildArtifact(options);
  console.log(`build: the artifact is in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s); start it with \`node ${out}/server.js\``);
} catch (error) {
  console.error(`build: ${(error as Error).message}`);
  process.exit(1);
}
