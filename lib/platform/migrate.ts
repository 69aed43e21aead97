import "server-only";

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { closePglite, directDatabaseUrl, openPglite } from "./db-adapter";

// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, recording
// them in "_colmeia_migrations". (`prisma migrate deploy` hangs on PGlite and fails over
// adapter-pg: docs/architecture.md, Migrations and the database files.) An advisory lock, taken
// before anything else on a direct connection (DATABASE_DIRECT_URL behind a pooler), keeps
// instances starting together on one PostgreSQL apart: one applies, the others wait and find
// nothing left to apply. (Creating the migrations table before the lock made two starters on a
// fresh database collide on it.)

type Runner = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<T[]>;
  applied(): Promise<Set<string>>;
  close(): Promise<void>;
};

const LOCK = 724_001;

async function pgRunner(url: string): Promise<Runner> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    applied: async () =>
      new Set((await client.query<{ name: string }>(`SELECT name FROM "_colmeia_migrations"`)).rows.map((r) => r.name)),
    close: () => client.end(),
  };
}

async function pgliteRunner(): Promise<Runner> {
  const db = await openPglite();
  return {
    exec: (sql) => db.exec(sql),
    query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    applied: async () =>
      new Set((await db.query<{ name: string }>(`SELECT name FROM "_colmeia_migrations"`)).rows.map((r) => r.name)),
    close: async () => undefined,
  };
}

const migrationNames = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/**
 * The migrations of this release not applied to the database yet (MIGRATE_ON_START=false refuses
 * to start while there is one). Migrations the database has and this release does not know (a
 * newer release migrated it) are not pending: they are backward compatible for one release.
 */
export async function pendingMigrations(opts: { dir?: string } = {}): Promise<string[]> {
  const dir = opts.dir ?? path.resolve("prisma/migrations");
  const url = directDatabaseUrl();
  const runner = url ? await pgRunner(url) : await pgliteRunner();
  try {
    const exists = await runner.query<{ t: string | null }>(`SELECT to_regclass('"_colmeia_migrations"')::text AS t`);
    const applied = exists[0]?.t ? await runner.applied() : new Set<string>();
    return migrationNames(dir).filter((name) => !applied.has(name));
  } finally {
    await runner.close();
  }
}

export async function migrate(
  opts: { dir?: string; log?: (msg: string) => void; close?: boolean } = {},
): Promise<string[]> {
  const dir = opts.dir ?? path.resolve("prisma/migrations");
  const url = directDatabaseUrl();
  const runner = url ? await pgRunner(url) : await pgliteRunner();
  const done: string[] = [];
  try {
    await runner.exec(`SELECT pg_advisory_lock(${LOCK})`);
    await runner.exec(
      `CREATE TABLE IF NOT EXISTS "_colmeia_migrations" (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = await runner.applied();
    for (const name of migrationNames(dir)) {
      if (applied.has(name)) continue;
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      await runner.exec(
        `BEGIN;\n${sql}\nINSERT INTO "_colmeia_migrations" (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      opts.log?.(`applied migration ${name}`);
      done.push(name);
    }
    await runner.exec(`SELECT pg_advisory_unlock(${LOCK})`);
  } finally {
    await runner.close();
    if (opts.close !== false && !url) await closePglite();
  }
  return done;
}

const START_LOCK = 724_002;

/**
 * Runs `work` while no other process runs it on the same database: the start-up's demo seed, which
 * two instances started together on an empty database would otherwise both write. PostgreSQL: a
 * session advisory lock on a direct connection of its own, held until `work` ends (other starters
 * wait for it, then see a seeded database); PGlite: one process per directory already.
 */
export async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const url = directDatabaseUrl();
  if (!url) return work();
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${START_LOCK})`);
    return await work();
  } finally {
    // ending the session releases the lock, whatever `work` did
    await client.end();
  }
}
