// `npm run build [-- --with-demo]`: the artifact in dist/ (scripts/artifact/build.ts).
import process from "node:process";
import { buildArtifact } from "./artifact/build";

const started = Date.now();
try {
  const out = await buildArtifact({ root: process.cwd(), withDemo: process.argv.includes("--with-demo") });
  console.log(`build: the artifact is in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s); start it with \`node ${out}/server.js\``);
} catch (error) {
  console.error(`build: ${(error as Error).message}`);
  process.exit(1);
}
