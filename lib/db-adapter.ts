import path from "node:path";
import { mkdirSync } from "node:fs";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

// The one database switch (app, seed, migrations, tests, prisma.config.ts):
// PostgreSQL when DATABASE_URL is a postgres URL, otherwise PGlite under DATA_DIR.

type PGliteLike = { close(): Promise<void>; closed?: boolean; exec(sql: string): Promise<unknown>; query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };

export function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) && !url.includes("unused@localhost") ? url : undefined;
}

export function pgliteDataDir(): string {
  const dir = process.env.DATA_DIR ?? "./data";
  return dir.startsWith("memory://") ? dir : path.resolve(/* turbopackIgnore: true */ dir, "pglite");
}

let pglite: Promise<PGliteLike> | undefined;

// One PGlite instance per process: two instances on one directory silently lose data.
export async function openPglite(): Promise<PGliteLike> {
  pglite ??= (async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const dataDir = pgliteDataDir();
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    const db = new PGlite({ dataDir });
    await db.waitReady;
    return db as unknown as PGliteLike;
  })();
  return pglite;
}

export async function closePglite(): Promise<void> {
  if (!pglite) return;
  const db = await pglite;
  pglite = undefined;
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
        const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
        return new PrismaPg({ connectionString: url, max }).connect();
      },
    };
  }
  return {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    async connect() {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      const db = await openPglite();
      return new PrismaPGlite(db as never).connect();
    },
  };
}
