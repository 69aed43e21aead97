// First of the db project's setup files, before anything reads the settings: on PostgreSQL, each
// Vitest worker uses its own database (`<name>_w<VITEST_POOL_ID>`, created by
// lib/test/db-global-setup.ts) and its own DATA_DIR, so files in different workers never meet.
// A worker runs many files; the URL it was started with is kept so the suffix is added once.
const id = process.env.VITEST_POOL_ID ?? "1";
const base = (process.env.COLMEIA_TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? "");
if (base) {
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${id}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATA_DIR = `.tmp/vitest-w${id}`;
}
