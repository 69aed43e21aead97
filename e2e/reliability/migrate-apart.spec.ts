import { spawnSync } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";
import pg from "pg";

// MIGRATE_ON_START=false (docs/operations.md, Upgrades): the start applies nothing and refuses a
// database this release's migrations have not reached; `npm run db:migrate`, run apart, applies
// them, and the start then goes ahead.
test("with MIGRATE_ON_START=false the start refuses an unmigrated database until npm run db:migrate ran", async () => {
  test.setTimeout(120_000);
  const url = spawnSync("bash", ["scripts/pg-test-db.sh", "colmeia_migrate_apart"], { encoding: "utf8" }).stdout.trim();
  const env = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: path.resolve(".tmp", "own-migrate-apart"),
    MIGRATE_ON_START: "false",
    SEED_TRANSACTIONS: "0",
  };
  const prepare = () =>
    // what npm start runs before the server: the build's bundled prepare-db
    spawnSync(process.execPath, ["--conditions=react-server", ".next/colmeia-scripts/prepare-db.mjs"], {
      env,
      encoding: "utf8",
    });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const refused = prepare();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/MIGRATE_ON_START=false and \d+ migration\(s\) of this release are not applied/);
    expect(refused.stderr).toContain("run npm run db:migrate first");
    // nothing was created: not even the migrations' own table
    const before = await db.query(
      `SELECT to_regclass('"_colmeia_migrations"')::text AS t, to_regclass('"Company"')::text AS c`,
    );
    expect(before.rows[0]).toEqual({ t: null, c: null });

    const migrated = spawnSync("npm", ["run", "-s", "db:migrate"], { env, encoding: "utf8" });
    expect(migrated.status, migrated.stderr).toBe(0);

    const started = prepare();
    expect(started.status, started.stderr).toBe(0);
    expect(started.stdout).not.toContain("applied migration");
    // the demo company of a sandbox start
    expect((await db.query(`SELECT count(*)::int AS n FROM "Company"`)).rows[0].n).toBe(1);
  } finally {
    await db.end();
  }
});
