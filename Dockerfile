# The dashboard's container (docs/deployment.md#the-container), after the official Next.js
# Docker example: multi-stage, node:24-slim, a non-root user, the standalone artifact only.
#   docker build -t call-results-dashboard .
#   docker run -p 3000:3000 -v dashboard-data:/data \
#     -e CALL_RESULTS_API_BASE_URL=… -e CALL_RESULTS_API_KEY=… call-results-dashboard

FROM node:24-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1

# The dependencies, from the lock file (better-sqlite3 brings a prebuilt binary; the tools
# build it where none fits).
FROM base AS deps
WORKDIR /src
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci

# The artifact: `npm run build` writes dist/ (scripts/artifact/build.ts).
FROM base AS builder
WORKDIR /src
COPY --from=deps /src/node_modules ./node_modules
COPY . .
RUN npm run build

# What runs: dist/ alone, as a user without a shell or a home of its own.
FROM base AS runner
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DASHBOARD_DATA_DIR=/data
RUN groupadd --system --gid 1001 dashboard \
 && useradd --system --uid 1001 --gid dashboard --no-create-home --shell /usr/sbin/nologin dashboard \
 && mkdir -p /data && chown dashboard:dashboard /data
COPY --from=builder --chown=dashboard:dashboard /src/dist/server.js ./server.js
COPY --from=builder --chown=dashboard:dashboard /src/dist/user-add.js /src/dist/user-delete.js ./
COPY --from=builder --chown=dashboard:dashboard /src/dist/package.json ./package.json
COPY --from=builder --chown=dashboard:dashboard /src/dist/node_modules ./node_modules
COPY --from=builder --chown=dashboard:dashboard /src/dist/.next ./.next
USER dashboard
# The SQLite store (without DATABASE_URL) and anything else the dashboard keeps on disk.
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: it asks no dependency. Load balancers use /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown; DASHBOARD_SHUTDOWN_GRACE_SECONDS (25) is under
# Docker's and Kubernetes' default stop timeouts with compose.yaml's stop_grace_period.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
