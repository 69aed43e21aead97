import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { runSql, sql } from "@/lib/platform/sql";
import { makeCompany } from "@/lib/test/factories";

import { recordAudit } from "./record-audit";

describe("audit log", () => {
  it("is append-only: the database refuses to change or delete an entry", async () => {
    const { company } = await makeCompany();
    await recordAudit(prisma, {
      companyId: company.id,
      actor: { kind: "system" },
      action: "company.update",
      before: { tradeName: "A" },
      after: { tradeName: "B" },
    });
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { companyId: company.id } });
    expect(entry).toMatchObject({
      actorType: "system",
      actorLabel: "system",
      action: "company.update",
      before: { tradeName: "A" },
      after: { tradeName: "B" },
    });
    await expect(
      prisma.auditEntry.update({ where: { id: entry.id }, data: { action: "company.nothing" } }),
    ).rejects.toThrow(/append-only/);
    await expect(prisma.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    expect(await prisma.auditEntry.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("refuses TRUNCATE by the application's own role", async () => {
    const { company } = await makeCompany();
    await recordAudit(prisma, { companyId: company.id, actor: { kind: "system" }, action: "company.update" });
    await expect(runSql(sql`TRUNCATE "AuditEntry"`)).rejects.toThrow(/append-only \(TRUNCATE refused\)/);
    expect(await prisma.auditEntry.count({ where: { companyId: company.id } })).toBe(1);
  });
});
