import { mkdirSync } from "node:fs";
import path from "node:path";

import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQueryable } from "@prisma/driver-adapter-utils";

import { settings } from "./env";
import { isTracing, statementSpan } from "./tracing";

// The one database switch (app, seed, migrations, tests, prisma.config.ts):
// PostgreSQL when DATABASE_URL is a postgres URL, otherwise PGlite under DATA_DIR.

export type PGliteLike = {
  close(): Promise<void>;
  dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<Blob>;
  /** runs `fn` when no transaction is open, and none starts until it ends */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  closed?: boolean;
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

export function databaseUrl(): string | undefined {
  const url = settings().DATABASE_URL;
  return url && !url.includes("unused@localhost") ? url : undefined;
}

/**
 * A connection of its own to the database (advisory locks held across statements, LISTEN):
 * DATABASE_DIRECT_URL when DATABASE_URL goes through a pooler in transaction mode, which hands
 * each transaction whichever server connection is free.
 */
export function directDatabaseUrl(): string | undefined {
  const url = databaseUrl();
  return url && (settings().DATABASE_DIRECT_URL ?? url);
}

/**
 * DATABASE_URL reaches PostgreSQL through a pooler in transaction mode (the operator set
 * DATABASE_DIRECT_URL beside it): a statement prepared by name on one server connection may be run
 * on another, so none is (lib/platform/sql.ts).
 */
export function isPooled(): boolean {
  return Boolean(databaseUrl() && settings().DATABASE_DIRECT_URL);
}

export function pgliteDataDir(): string {
  const dir = settings().DATA_DIR;
  return dir.startsWith("memory://") ? dir : path.resolve(/* turbopackIgnore: true */ dir, "pglite");
}

type PgPool = import("pg").Pool;
// Kept on globalThis: Next bundles a copy of this module per route, and every copy must reach
// the same PGlite instance and the same pool.
const g = globalThis as unknown as { __colmeiaPgPool?: Promise<PgPool>; __colmeiaPglite?: Promise<PGliteLike> };

// One pg pool per process, shared by Prisma and the hand-written SQL of the hot paths (lib/platform/sql.ts),
// so DATABASE_POOL_SIZE bounds every connection this process opens.
export function pgPool(): Promise<PgPool> {
  const url = databaseUrl();
  if (!url) throw new Error("pgPool() needs a PostgreSQL DATABASE_URL");
  g.__colmeiaPgPool ??= import("pg").then(
    ({ default: pg }) =>
      new pg.Pool({ connectionString: url, max: settings().DATABASE_POOL_SIZE, allowExitOnIdle: true }),
  );
  return g.__colmeiaPgPool;
}

export async function closePgPool(): Promise<void> {
  const pool = g.__colmeiaPgPool;
  g.__colmeiaPgPool = undefined;
  if (pool) await (await pool).end();
}

// One PGlite instance per process: two instances on one directory silently lose data.
export async function openPglite(): Promise<PGliteLike> {
  g.__colmeiaPglite ??= (async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const dataDir = pgliteDataDir();
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    const db = new PGlite({ dataDir });
    await db.waitReady;
    return db as unknown as PGliteLike;
  })();
  return g.__colmeiaPglite;
}

export async function closePglite(): Promise<void> {
  if (!g.__colmeiaPglite) return;
  const db = await g.__colmeiaPglite;
  g.__colmeiaPglite = undefined;
  if (!db.closed) await db.close();
}

// Lazy: nothing is opened until Prisma connects, so `prisma generate` never touches the data dir.
export function createAdapterFactory(): SqlDriverAdapterFactory {
  const url = databaseUrl();
  if (url) {
    return {
      provider: "postgres",
      adapterName: "@prisma/adapter-pg",
      async connect() {
        const { PrismaPg } = await import("@prisma/adapter-pg");
        return traced(await new PrismaPg(await pgPool()).connect(), "postgresql");
      },
    };
  }
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    async connect() {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      const db = await openPglite();
      return traced(await new PrismaPGlite(db as never).connect(), "pglite");
    },
  };
}

// Every statement Prisma sends, in a transaction or not, gets a span when tracing is on
// (docs/operations.md, Tracing): its name and $n text, never its arguments. Off, one flag check.
function traced<A extends SqlDriverAdapter>(adapter: A, system: "postgresql" | "pglite"): A {
  const wrap = (q: SqlQueryable) => {
    const queryRaw = q.queryRaw.bind(q);
    const executeRaw = q.executeRaw.bind(q);
    q.queryRaw = (query) => (isTracing() ? statementSpan(system, query.sql, () => queryRaw(query)) : queryRaw(query));
    q.executeRaw = (query) =>
      isTracing() ? statementSpan(system, query.sql, () => executeRaw(query)) : executeRaw(query);
  };
  wrap(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const tx = await startTransaction(isolationLevel);
    wrap(tx);
    return tx;
  };
  return adapter;
}

/** The pool's connections right now (GET /metrics): in use, idle, and requests waiting for one. */
export async function poolUse(): Promise<{ inUse: number; idle: number; waiting: number } | null> {
  if (!g.__colmeiaPgPool) return null;
  const pool = await g.__colmeiaPgPool;
  return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
