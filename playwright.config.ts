import { defineConfig } from "@playwright/test";

// The API suites run against two real servers, one on embedded PGlite and one on PostgreSQL;
// the dashboard suite drives Debian's Chromium against the PGlite one.
// E2E_PORT_BASE moves both servers (PGlite on it, PostgreSQL 100 above), so several work trees can
// run their suites side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const PGLITE = process.env.E2E_PGLITE_URL ?? `http://127.0.0.1:${PORT_BASE}`;
const POSTGRES = process.env.E2E_POSTGRES_URL ?? `http://127.0.0.1:${PORT_BASE + 100}`;
const pgDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgresql://colmeia:colmeia@127.0.0.1:5432/colmeia_test";
const withPostgres = process.env.TEST_POSTGRES !== "0";
// E2E_TMP moves the servers' data directories and the reports (side-by-side runs, as E2E_PORT_BASE)
const TMP = process.env.E2E_TMP ?? ".tmp";
// Debian's Chromium headless shell (the same build without the browser's UI layer, what Playwright
// itself runs headless): about a third less wall time on the dashboard specs than the full browser
// in its headless mode (CONTRIBUTING.md). A headed or debugging run needs the full browser. The
// command line is the runner's: its test workers (which launch the browser and load this file again
// without it) learn the choice from the environment they inherit.
process.env.E2E_HEADED ??= String(["--headed", "--ui", "--debug"].some((flag) => process.argv.includes(flag)));
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (process.env.E2E_HEADED === "true" ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell");

const server = (port: number, extra: Record<string, string>) => ({
  command: "node scripts/start.mjs",
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    SEED_TRANSACTIONS: "120",
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    WEBHOOK_RETRY_BASE_MS: "200",
    WEBHOOK_POLL_MS: "200",
    EMAIL_POLL_MS: "200",
    WEBHOOK_TIMEOUT_MS: "1500",
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    // no payment remessa made by the clock: a spec that made a transfer at 15:59 São Paulo time
    // would find it paid by the sandbox bank's 16:00 retorno (the cycle has its own db test)
    PAYOUT_CUTOFF: "off",
    SIGNUP: "open",
    SIGNUP_PER_IP_PER_HOUR: "100000",
    LOGIN_ATTEMPTS_PER_IP: "100000",
    LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "100000",
    ...extra,
  },
});

export default defineConfig({
  testDir: "e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [["list"], ["json", { outputFile: `${TMP}/playwright-report.json` }]],
  outputDir: `${TMP}/test-results`,
  use: {
    // a failed test keeps its trace (actions, DOM snapshots, network); not the screencast, which cost
    // Chromium a quarter of its CPU in the dashboard suite (docs/benchmarks-analysis.md, the suite)
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "api-pglite", testDir: "e2e/api", use: { baseURL: PGLITE } },
    ...(withPostgres ? [{ name: "api-postgres", testDir: "e2e/api", use: { baseURL: POSTGRES } }] : []),
    ...(withPostgres ? [{ name: "reliability", testDir: "e2e/reliability", use: { baseURL: PGLITE } }] : []),
    {
      name: "dashboard",
      testDir: "e2e/dashboard",
      use: { baseURL: PGLITE, browserName: "chromium" as const, locale: "pt-BR", timezoneId: "America/Sao_Paulo" },
    },
    {
      name: "checkout",
      testDir: "e2e/checkout",
      use: { baseURL: PGLITE, browserName: "chromium" as const, locale: "pt-BR", timezoneId: "America/Sao_Paulo" },
    },
  ],
  webServer: [
    server(PORT_BASE, {
      DATA_DIR: `${TMP}/e2e-pglite`,
      SEED_USER_EMAIL: "demo@colmeia.dev",
      SEED_USER_PASSWORD: "colmeia-demo",
    }),
    ...(withPostgres
      ? [server(PORT_BASE + 100, { DATA_DIR: `${TMP}/e2e-postgres`, DATABASE_URL: pgDatabaseUrl })]
      : []),
  ],
});
