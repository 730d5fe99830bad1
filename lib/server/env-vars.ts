// Every environment variable the dashboard and its demo service read: its name, its default
// as docs/configuration.md writes it, and what it means. The config readers take their names
// from here (envReader accepts only an EnvName), and env-vars.test.ts checks that
// docs/configuration.md and .env.example list exactly these. A new setting starts here.
import "server-only";
import { DEFAULT_DEMO_API_KEY, DEMO_SERVICE_DEFAULT_PORT } from "@/lib/data-source";

export const ENV_VARS = [
  {
    name: "CALL_RESULTS_API_BASE_URL",
    default: "unset",
    meaning: "Base URL (http or https) of a real Call Results Service. Set together with the key; with neither, the demo service is used.",
  },
  { name: "CALL_RESULTS_API_KEY", default: "unset", meaning: "Its API key. Read only by `lib/server/`; never sent to the browser." },
  { name: "CALL_RESULTS_TIMEOUT_MS", default: "`10000`", meaning: "How long the dashboard waits for the service." },
  {
    name: "CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND",
    default: "`10`",
    meaning: "The upstream budget: requests per second the dashboard sends with its key, all users together (interactive first).",
  },
  {
    name: "DASHBOARD_EXPORT_MAX_ROWS",
    default: "`1000000`",
    meaning: "The most calls one export may hold (up to 10,000,000); the server's memory does not grow with it.",
  },
  { name: "DASHBOARD_EXPORTS_PER_USER", default: "`2`", meaning: "Exports one user may run at once on an instance; one more is answered 429 at once." },
  { name: "DASHBOARD_EXPORTS_PER_INSTANCE", default: "`4`", meaning: "Exports an instance runs at once for everyone; one more is answered 429 at once." },
  {
    name: "DASHBOARD_EXPORT_IDLE_SECONDS",
    default: "`30`",
    meaning: "An export whose reader takes nothing for this long (5–3600 s) is ended with an error, and its slot freed.",
  },
  { name: "PORT", default: "`3000`", meaning: "Port of the dashboard." },
  {
    name: "DASHBOARD_LIVE_INTERVAL_SECONDS",
    default: "`5`",
    meaning: "How often live views refresh (1 to 3600), and how long the server keeps a live list answer for everyone.",
  },
  {
    name: "DASHBOARD_AUTH",
    default: "unset",
    meaning: "`local` (local users), `oidc` (an OpenID Connect provider), `proxy` (a trusted proxy names the user) or `none` (no sign-in, on purpose).",
  },
  { name: "OIDC_ISSUER_URL", default: "—", meaning: "With `oidc`: the provider and this client's credentials." },
  { name: "OIDC_CLIENT_ID", default: "—", meaning: "With `oidc`: the provider and this client's credentials." },
  { name: "OIDC_CLIENT_SECRET", default: "—", meaning: "With `oidc`: the provider and this client's credentials." },
  { name: "OIDC_ROLE_CLAIM", default: "dashboard_role", meaning: "With `oidc`: where the role comes from, and the role without one." },
  { name: "OIDC_DEFAULT_ROLE", default: "viewer", meaning: "With `oidc`: where the role comes from, and the role without one." },
  { name: "DASHBOARD_PUBLIC_URL", default: "`http://localhost:<PORT>`", meaning: "With `oidc`: the dashboard's address as browsers reach it." },
  {
    name: "DASHBOARD_TRUSTED_PROXIES",
    default: "—",
    meaning:
      "Comma-separated addresses of reverse proxies in front of the dashboard: with `proxy` they may name the user; in every mode their `X-Forwarded-For` gives the client address.",
  },
  { name: "DASHBOARD_PROXY_USER_HEADER", default: "`x-forwarded-user`", meaning: "With `proxy`: where the user comes from." },
  { name: "DASHBOARD_PROXY_ROLES", default: "—", meaning: "With `proxy`: the dashboard's own `name=role` list, comma-separated." },
  {
    name: "DASHBOARD_PROXY_ROLE_HEADER",
    default: "unset (off)",
    meaning: "With `proxy`: a header to take the role from. Dangerous; read [Security](security.md) first.",
  },
  { name: "DASHBOARD_PROXY_DEFAULT_ROLE", default: "`viewer`", meaning: "With `proxy`: the role when the proxy sends none." },
  { name: "DASHBOARD_SESSION_SECRET", default: "—", meaning: "HMAC secret of session cookies, at least 32 characters (required with `local` and `oidc`)." },
  { name: "DASHBOARD_SESSION_HOURS", default: "`8`", meaning: "How long a session lasts." },
  { name: "DASHBOARD_USERS_FILE", default: "`.data/users.json`", meaning: "Local users of older versions, imported into the store once on the first start." },
  {
    name: "DASHBOARD_DATA_DIR",
    default: "`.data`",
    meaning: "Where the embedded store (`dashboard.sqlite`: audit log, local users, session generations) lives without `DATABASE_URL`.",
  },
  {
    name: "DATABASE_URL",
    default: "unset",
    meaning: "`postgres://user:password@host:5432/database`: the store in PostgreSQL, shared by every instance. See [Deployment](deployment.md).",
  },
  {
    name: "REDIS_URL",
    default: "unset",
    meaning: "`redis://host:6379` (or `rediss://`): the rate limit and the sign-in throttles in Redis, shared by every instance.",
  },
  {
    name: "DASHBOARD_REDIS_PREFIX",
    default: "a hash of the upstream and its key",
    meaning: "The start of every Redis key, so deployments sharing one Redis share nothing. Letters, digits and `:_.-`, at most 64.",
  },
  { name: "DASHBOARD_REDIS_TIMEOUT_MS", default: "`250`", meaning: "The longest one Redis command may take before this instance's memory answers instead." },
  {
    name: "DASHBOARD_DATABASE_TIMEOUT_MS",
    default: "`5000`",
    meaning:
      "With `DATABASE_URL`: the longest the wait for a connection and the query may take together (one deadline) before the request gets 503 `store_unavailable`.",
  },
  {
    name: "DASHBOARD_METRICS_TOKEN",
    default: "unset (off)",
    meaning: "At least 16 characters: turns on `GET /api/metrics` for a bearer of this token. See [Deployment](deployment.md#metrics).",
  },
  {
    name: "DASHBOARD_SHUTDOWN_GRACE_SECONDS",
    default: "`25`",
    meaning:
      "On SIGTERM: how long requests in flight get to finish (1 to 3600); exports still running then end with an error. See [Deployment](deployment.md#graceful-shutdown).",
  },
  { name: "LOG_LEVEL", default: "`info`", meaning: "The least level logged: `trace`, `debug`, `info`, `warn`, `error`, `fatal` or `silent`." },
  {
    name: "LOG_FORMAT",
    default: "`json`",
    meaning: "`json`: one JSON object a line (see [Deployment](deployment.md#logs)); `pretty`: readable lines, for development.",
  },
  {
    name: "OTEL_EXPORTER_OTLP_ENDPOINT",
    default: "unset (off)",
    meaning: "Turns on traces, sent over OTLP/HTTP (JSON) to this collector (`/v1/traces` is added). See [Deployment](deployment.md#traces).",
  },
  { name: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", default: "unset", meaning: "The whole URL traces go to, instead of the endpoint's `/v1/traces`." },
  {
    name: "OTEL_EXPORTER_OTLP_HEADERS",
    default: "unset",
    meaning: "Headers sent with every export, `key=value` pairs separated by commas (a collector's token).",
  },
  { name: "OTEL_SERVICE_NAME", default: "`call-results-dashboard`", meaning: "The service name on every span." },
  {
    name: "DASHBOARD_REVIEW_TAGS",
    default: "`coaching,escalate,compliance,great call`",
    meaning: "Comma-separated tags a review may carry: at most 20, each 1–32 plain characters.",
  },
  {
    name: "DASHBOARD_INDEX",
    default: "`on`",
    meaning:
      "`on` or `off`: the call index (search by phone number and agent name, and its filters), filled and kept fresh from the service in the background. `off`: none of it runs, and the dashboard works as without it.",
  },
  {
    name: "DASHBOARD_INDEX_DAYS",
    default: "`90`",
    meaning: "How far back the call index reaches (1 to 3650), and how long it keeps a call; older rows are pruned daily.",
  },
  {
    name: "DASHBOARD_INDEX_POLL_SECONDS",
    default: "`5`",
    meaning: "How often the index reads new calls and re-reads those that can still change (1 to 3600).",
  },
  {
    name: "DASHBOARD_INDEX_LOOKBACK_HOURS",
    default: "`24`",
    meaning: "The span of recent calls the index re-reads every 10 minutes (1 to 720), for long calls stamped with their start.",
  },
  {
    name: "DASHBOARD_NOTES_PER_USER_PER_DAY",
    default: "`500`",
    meaning: "Writes of notes and reviews (added, edited, deleted, reviewed) one user may make in 24 hours; more are refused with 429.",
  },
  {
    name: "DASHBOARD_INSIGHTS_SHORT_SECONDS",
    default: "`10`",
    meaning:
      "On the Insights page, a completed call shorter than this many seconds counts as a short call: one of 5, 10, 15, 20, 30, 45, 60, 90 or 120 (the duration histogram's bounds).",
  },
  { name: "DASHBOARD_AUDIT_RETENTION_DAYS", default: "`90`", meaning: "Audit entries older than this are removed." },
  { name: "DASHBOARD_RATE_LIMIT_PER_MINUTE", default: "`300`", meaning: "Requests per minute per signed-in user." },
  { name: "RECORDING_ORIGINS", default: "`https:` + the demo service", meaning: "Comma-separated origins recordings may stream from (CSP `media-src`)." },
  { name: "DEMO_SERVICE_PORT", default: `\`${DEMO_SERVICE_DEFAULT_PORT}\``, meaning: "Port of the demo service (the dashboard follows it in demo mode)." },
  { name: "DEMO_SERVICE_HOST", default: "`127.0.0.1`", meaning: "Address the demo service listens on." },
  { name: "DEMO_API_KEY", default: `\`${DEFAULT_DEMO_API_KEY}\``, meaning: 'Key of the demo project "acme" (the dashboard uses it in demo mode).' },
  { name: "DEMO_URL_TTL_SECONDS", default: "`300`", meaning: "Lifetime of signed recording URLs." },
  { name: "DEMO_CALLS", default: "`100000`", meaning: 'Calls generated for project "acme" (globex gets a tenth). Tested up to 1,000,000.' },
  { name: "DEMO_SEED", default: "`42`", meaning: "Seed of the deterministic data generator." },
  { name: "DEMO_DATA_DIR", default: "`.data`", meaning: "Where the SQLite file and the generated recordings live (gitignored)." },
  {
    name: "DEMO_AUDIO_CACHE_MB",
    default: "`1024`",
    meaning: "Room for the generated recordings in `DEMO_DATA_DIR/audio`; past it the least recently used go.",
  },
  { name: "DEMO_PUBLIC_URL", default: "`http://<host>:<port>`", meaning: "Origin the demo puts into `detailsUrl` and `downloadUrl`." },
  { name: "DEMO_RATE_LIMIT_BURST", default: "`120`", meaning: "Token bucket per API key: burst size…" },
  { name: "DEMO_RATE_LIMIT_PER_SECOND", default: "`60`", meaning: "…and refill rate." },
  { name: "DEMO_IP_ALLOWLIST", default: "empty (all)", meaning: 'Comma-separated client addresses allowed; others get "access denied".' },
  { name: "DEMO_PENDING_SECONDS", default: "`20`", meaning: 'How long a slow call task stays "pending" after it is first asked for.' },
  { name: "DEMO_LIVE_CALLS", default: "`4`", meaning: "Calls per project kept under way (preparing → ringing → in progress → completed)." },
  { name: "DEMO_LIVE_TICK_MS", default: "`4000`", meaning: "How often live calls move on." },
  {
    name: "DEMO_NEW_CALLS_PER_MINUTE",
    default: "`0` (off)",
    meaning: "New calls started each minute in each project (0 to 600), so a live view has arrivals to show; also `PUT /__demo/live`.",
  },
  { name: "DEMO_SIGNING_SECRET", default: "random per start", meaning: "HMAC secret of recording URLs." },
  {
    name: "DEMO_FAULTS",
    default: "none",
    meaning: "Faults switched on at start, e.g. `latencyMs=300,errorRate=0.2` (see [Fault switches](demo-service.md#fault-switches)).",
  },
] as const;

export type EnvName = (typeof ENV_VARS)[number]["name"];
