import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native module of the audit log: loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["better-sqlite3"],
};

export default nextConfig;
