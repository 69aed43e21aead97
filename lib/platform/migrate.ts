import "server-only";

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { closePglite, databaseUrl, openPglite } from "./db-adapter";

// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, recording
// them in "_colmeia_migrations". (`prisma migrate deploy` hangs on PGlite and fails over
// adapter-pg: docs/architecture.md, Migrations and the database files.) An advisory lock keeps
// concurrent starters on one PostgreSQL apart.

type Runner = { exec(sql: string): Promise<unknown>; applied(): Promise<Set<string>>; close(): Promise<void> };

const LOCK = 724_001;

async function pgRunner(url: string): Promise<Runner> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    applied: async () =>
      new Set((await client.query<{ name: string }>(`SELECT name FROM "_colmeia_migrations"`)).rows.map((r) => r.name)),
    close: () => client.end(),
  };
}

async function pgliteRunner(): Promise<Runner> {
  const db = await openPglite();
  return {
    exec: (sql) => db.exec(sql),
    applied: async () =>
      new Set((await db.query<{ name: string }>(`SELECT name FROM "_colmeia_migrations"`)).rows.map((r) => r.name)),
    close: async () => undefined,
  };
}

export async function migrate(
  opts: { dir?: string; log?: (msg: string) => void; close?: boolean } = {},
): Promise<string[]> {
  const dir = opts.dir ?? path.resolve("prisma/migrations");
  const url = databaseUrl();
  const runner = url ? await pgRunner(url) : await pgliteRunner();
  const done: string[] = [];
  try {
    await runner.exec(
      `CREATE TABLE IF NOT EXISTS "_colmeia_migrations" (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    await runner.exec(`SELECT pg_advisory_lock(${LOCK})`);
    const applied = await runner.applied();
    const names = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    for (const name of names) {
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
