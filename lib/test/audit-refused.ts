import { expect } from "vitest";

import type { AuditBy } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { runSql, sql } from "@/lib/platform/sql";
import { makeCompany } from "@/lib/test/factories";

// Fault injection for the audit log's one rule (an operation and its entry commit together or not
// at all): a trigger refuses to write an audit entry whose company (or action) is listed in
// "TestAuditRefused".
// Work in the entry's own transaction rolls back with it; work committed apart from its entry
// (before it, as route handlers once did) would survive, and the tests say so. (Not a deferred
// trigger failing at COMMIT: over PGlite's Prisma adapter a failed COMMIT resolves as if it had
// committed, though nothing did.)
async function install() {
  await uninstall();
  await runSql(sql`CREATE TABLE "TestAuditRefused" ("refused" text PRIMARY KEY)`);
  await runSql(sql`
    CREATE FUNCTION test_audit_refused() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF EXISTS (SELECT 1 FROM "TestAuditRefused" WHERE "refused" IN (NEW."companyId"::text, NEW."action")) THEN
        RAISE EXCEPTION 'audit entry refused (test)';
      END IF;
      RETURN NULL;
    END $fn$`);
  await runSql(sql`
    CREATE TRIGGER test_audit_refused AFTER INSERT ON "AuditEntry"
    FOR EACH ROW EXECUTE FUNCTION test_audit_refused()`);
}

async function uninstall() {
  await runSql(sql`DROP TRIGGER IF EXISTS test_audit_refused ON "AuditEntry"`);
  await runSql(sql`DROP FUNCTION IF EXISTS test_audit_refused()`);
  await runSql(sql`DROP TABLE IF EXISTS "TestAuditRefused"`);
}

/** Runs `work` while the company's audit entries (or every entry of an action) cannot be written: it must fail. */
export async function whileAuditRefused(refused: number | string, work: () => Promise<unknown>): Promise<void> {
  await install();
  try {
    await runSql(sql`INSERT INTO "TestAuditRefused" ("refused") VALUES (${String(refused)})`);
    await expect(work()).rejects.toThrow(/audit entry refused/);
  } finally {
    await uninstall();
  }
}

/** The company's entries of one action, oldest first. */
export const entriesOf = (companyId: number, action: string) =>
  prisma.auditEntry.findMany({ where: { companyId, action }, orderBy: { id: "asc" } });

/** A demo company with its owner signed in from a documentation address, as the audit actor. */
export async function companyWithOwner() {
  const made = await makeCompany();
  const companyId = made.company.id;
  const owner = await prisma.user.findFirstOrThrow({ where: { companyId, role: "owner" } });
  const by: AuditBy = { actor: { kind: "session", userId: owner.id, role: "owner" }, ip: "203.0.113.7" };
  return { ...made, companyId, owner, by };
}

/** What an entry by that owner looks like. */
export const byOwner = (owner: { id: number; email: string }) => ({
  actorType: "user",
  userId: owner.id,
  actorLabel: owner.email,
  ip: "203.0.113.7",
});
