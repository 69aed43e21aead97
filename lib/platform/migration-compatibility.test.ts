import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { breakingStatements, migrationProblems, splitStatements } from "./migration-compatibility";

// Migrations written before the rule that break it, each with why it was acceptable then. Nothing
// after BASELINE may join this list: a contracting migration carries the `-- contract:` marker.
const BASELINE = "0038_autovacuum_after_inserts";
const GRANDFATHERED: Record<string, string> = {
  "0006_transfer_conformance":
    "renamed TransferStatus 'transferred' and Transfer.failureReason before any release ran on PostgreSQL",
  "0007_company_details":
    "replaced the alias unique index by a case-insensitive one in one step, before rolling upgrades were supported",
  "0029_card_data_off_disk": "dropped Card.fingerprint at once: a security fix, the column had to go with the code",
};

const dir = path.resolve("prisma/migrations");
const migrations = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const sqlOf = (name: string) => readFileSync(path.join(dir, name, "migration.sql"), "utf8");

describe("prisma/migrations are expand-only for one release (docs/operations.md, Upgrades)", () => {
  it.each(migrations.filter((m) => !(m in GRANDFATHERED)))("%s leaves the previous release working", (name) => {
    expect(migrationProblems(sqlOf(name))).toEqual([]);
  });

  it("grandfathers only migrations up to the baseline, each of which really breaks the rule", () => {
    expect(migrations).toContain(BASELINE);
    for (const name of Object.keys(GRANDFATHERED)) {
      expect(name <= BASELINE, `${name} is after the baseline ${BASELINE}`).toBe(true);
      expect(breakingStatements(sqlOf(name)), name).not.toEqual([]);
    }
  });
});

const reasons = (sql: string) => migrationProblems(sql).map((b) => b.reason);

describe("breakingStatements", () => {
  it.each([
    `DROP TABLE "Payable";`,
    `ALTER TABLE "Card" DROP COLUMN "fingerprint";`,
    `ALTER TABLE "Transfer" RENAME COLUMN "failureReason" TO "failReason";`,
    `ALTER TABLE "Transfer" RENAME TO "Payout";`,
    `ALTER TABLE "Transaction" ALTER COLUMN "amount" TYPE BIGINT;`,
    `ALTER TABLE "Transaction" ALTER COLUMN "amount" SET DATA TYPE BIGINT;`,
    `ALTER TABLE "Transaction" ALTER COLUMN "tid" SET NOT NULL;`,
    `ALTER TABLE "Transaction" ADD COLUMN "origin" TEXT NOT NULL;`,
    `DROP TYPE "DisputeStatus";`,
    `ALTER TYPE "TransferStatus" RENAME VALUE 'transferred' TO 'success';`,
    `DROP INDEX "PaymentLink_alias_key";`,
    `ALTER TABLE "Card" DROP CONSTRAINT "Card_companyId_fkey";`,
    // removing an enum value: a new type, the column moved to it, the old one dropped
    `CREATE TYPE "S2" AS ENUM ('a'); ALTER TABLE "T" ALTER COLUMN "s" TYPE "S2" USING "s"::text::"S2"; DROP TYPE "S";`,
  ])("fails %s", (sql) => {
    expect(reasons(sql)).not.toEqual([]);
  });

  it.each([
    `CREATE TABLE "Payable" ("id" SERIAL NOT NULL, "amount" INTEGER NOT NULL, CONSTRAINT "Payable_pkey" PRIMARY KEY ("id"));`,
    `ALTER TABLE "Company" ADD COLUMN "details" JSONB, ADD COLUMN "invoiceDescriptor" TEXT;`,
    `ALTER TABLE "Transaction" ADD COLUMN "authorizedAmount" INTEGER NOT NULL DEFAULT 0;`,
    `ALTER TYPE "LedgerEntryType" ADD VALUE 'anticipation';`,
    `CREATE INDEX "Transaction_companyId_idx" ON "Transaction"("companyId");`,
    `DROP INDEX "Transaction_companyId_status_createdAt_idx";`,
    `ALTER TABLE "Transaction" ALTER COLUMN "tid" SET DEFAULT '', ALTER COLUMN "tid" SET NOT NULL;`,
    // a column of a table the same migration creates: no earlier code inserts into it
    `CREATE TABLE "P" ("id" SERIAL); ALTER TABLE "P" ADD COLUMN "n" INTEGER NOT NULL;`,
    // words inside strings and comments are not statements
    `-- DROP TABLE "Company";\nCOMMENT ON TABLE "Company" IS 'we never DROP TABLE; here';`,
    `DO $$ BEGIN RAISE NOTICE 'DROP TABLE x;'; END $$;`,
  ])("passes %s", (sql) => {
    expect(reasons(sql)).toEqual([]);
  });

  it("lets a migration that says it contracts drop what the previous release stopped using", () => {
    const sql = `ALTER TABLE "Card" DROP COLUMN "fingerprint";`;
    expect(reasons(sql)).toHaveLength(1);
    expect(reasons(`-- contract: Card.fingerprint, the release before 0050_x no longer reads it\n${sql}`)).toEqual([]);
    // the marker needs its reason
    expect(reasons(`-- contract:\n${sql}`)).toHaveLength(1);
    expect(reasons(`-- contract: cleanup\n${sql}`)).toHaveLength(1);
  });

  it("splits statements outside quotes, dollar quotes and comments", () => {
    expect(splitStatements(`SELECT 'a;b'; /* x; */ SELECT "c;d";\n-- e;\nDO $f$ g; $f$;`)).toEqual([
      `SELECT 'a;b'`,
      `SELECT "c;d"`,
      `DO $f$ g; $f$`,
    ]);
  });
});
