import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { pendingMigrations } from "./migrate";

// MIGRATE_ON_START=false refuses to start while this release has a migration the database lacks
// (docs/operations.md, Upgrades); a database a newer release migrated further is not a reason to.
const real = path.resolve("prisma/migrations");
const names = readdirSync(real, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const work = mkdtempSync(path.join(tmpdir(), "colmeia-migrations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pendingMigrations", () => {
  it("is empty on a database migrated by this release", async () => {
    expect(await pendingMigrations({ dir: real })).toEqual([]);
  });

  it("names a migration of a newer release the database has not had", async () => {
    const newer = path.join(work, "newer");
    cpSync(real, newer, { recursive: true });
    mkdirSync(path.join(newer, "9999_next_release"));
    writeFileSync(path.join(newer, "9999_next_release", "migration.sql"), "SELECT 1;");
    expect(await pendingMigrations({ dir: newer })).toEqual(["9999_next_release"]);
  });

  it("is empty for an older release on a database a newer one migrated (rolling upgrade)", async () => {
    const older = path.join(work, "older");
    cpSync(real, older, { recursive: true });
    rmSync(path.join(older, names.at(-1)!), { recursive: true });
    expect(await pendingMigrations({ dir: older })).toEqual([]);
  });
});
