// `npm run demo-service`: the demo Call Results Service on its own, over HTTP.
import { loadDemoConfig } from "./config";
import { startDemoService } from "./server";

try {
  const config = loadDemoConfig();
  const service = await startDemoService(config);
  console.log(
    `demo-service: listening on ${service.url} (API key for project "acme": ${config.apiKey === process.env.DEMO_API_KEY ? "from DEMO_API_KEY" : config.apiKey})`,
  );
  const stop = () => void service.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
