// Ports of the e2e servers: their own, so a dashboard you are running on 3000/3100 is left alone.
export const E2E_PORT = process.env.E2E_PORT ?? "3300";
export const E2E_DEMO_PORT = process.env.E2E_DEMO_PORT ?? "3310";
export const DEMO_URL = `http://127.0.0.1:${E2E_DEMO_PORT}`;
// The demo service's documented default key (README).
export const DEMO_KEY = "demo_key_acme_local_only";
