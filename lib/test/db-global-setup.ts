import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { TestProject } from "vitest/node";

// Runs once per `vitest run`, before the db project's workers start; each worker then runs its
// files one after another, and the workers run side by side:
// - PostgreSQL (DATABASE_URL set): a fresh database per worker, `<name>_w<VITEST_POOL_ID>`
//   (lib/test/db-worker.ts points each worker at its own), so no file ever shares a database with
//   a file running at the same time — as when every file ran one at a time on one database.
// - PGlite (memory://): every file still gets a database of its own; this migrates one once and
//   hands the workers its files, so each file starts from a copy instead of running initdb again
//   (PGlite's initdb costs seconds of CPU per file; the copy, a fraction). migrate() still runs in
//   every file against its copy and finds nothing left to apply.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const workers = Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1);
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const name = new URL(base).pathname.slice(1);
      for (let i = 1; i <= workers; i++) {
        const db = `${name}_w${i}`;
        await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${db}"`);
      }
    } finally {
      await client.end();
    }
    project.provide("pgliteSnapshot", "");
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite("memory://");
  await db.waitReady;
  // lib/platform/migrate.ts, on this instance (openPglite() hands out the one on globalThis)
  (globalThis as { __colmeiaPglite?: Promise<unknown> }).__colmeiaPglite = Promise.resolve(db);
  const { migrate } = await import("@/lib/platform/migrate");
  await migrate({ close: false });
  (globalThis as { __colmeiaPglite?: Promise<unknown> }).__colmeiaPglite = undefined;
  const dump = await db.dumpDataDir("none");
  await db.close();
  const file = path.resolve(".tmp", `vitest-pglite-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(file, { force: true });
}
