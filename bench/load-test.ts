// `npm run load`: 100 concurrent clients for 60 s against the dashboard's API, backed by the
// demo service (not part of CI). A mixed load: lists under varied filters, sorts and pages,
// and recording URLs of calls that have one. Prints the errors and the dashboard server's
// memory before and after. LOAD_CLIENTS and LOAD_SECONDS change the shape. The server runs
// with the heap caps deployment advises for containers; LOAD_UNCAPPED=1 runs it without.
import { throughput } from "./load";
import { treeRssMb } from "./rss";
import { CONTAINER_NODE_OPTIONS, startDashboard } from "./servers";

const clients = Number(process.env.LOAD_CLIENTS ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);

const containerHeap = process.env.LOAD_UNCAPPED !== "1";
const servers = await startDashboard({ demoPort: 3197, port: 3397, calls: 100_000, dataDir: process.env.DEMO_DATA_DIR ?? ".data", containerHeap });
try {
  const api = `${servers.dashboardUrl}/api/call-results`;
  const withAudio = (await (await fetch(`${api}?pageSize=500&status=completed`)).json()) as { data: { callId: string; audioAvailable: boolean }[] };
  const callIds = withAudio.data.filter((c) => c.audioAvailable).map((c) => c.callId);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const lists = ["", "status=completed", "status=failed,no_answer", "sortBy=durationSeconds&sortOrder=asc", "sortBy=endedAt", "pageSize=100"];
  const mixed = () =>
    Math.random() < 0.3 ? `${api}/${encodeURIComponent(pick(callIds))}/audio` : `${api}?${pick(lists)}&page=${1 + Math.floor(Math.random() * 20)}`;
  const before = treeRssMb(servers.dashboardPid);
  const result = await throughput(mixed, {}, clients, seconds);
  const after = treeRssMb(servers.dashboardPid);
  console.log(`${clients} clients for ${seconds} s: lists under ${lists.length} shapes and pages 1-20, 30% recording URLs of ${callIds.length} calls`);
  console.log(`requests/s ${result.rps.toFixed(0)}, errors not caused by the upstream: ${result.errors}`);
  console.log(
    `dashboard server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${containerHeap ? CONTAINER_NODE_OPTIONS : "no heap caps"})`,
  );
} finally {
  servers.stop();
}
