import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The store's drivers (better-sqlite3 is native) and the Redis client: loaded from
  // node_modules at run time, not bundled, so instrumentation.ts and the route handlers
  // share one copy of each.
  serverExternalPackages: ["better-sqlite3", "pg", "ioredis"],
};

export default nextConfig;
