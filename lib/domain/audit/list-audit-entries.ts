import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import type { AuditEntryResponse, ListAuditQuery } from "@/lib/schemas/audit";
import { pageWindow } from "@/lib/schemas/common";

// GET /v1/audit-log: the company's sensitive actions, newest first, filtered.
export async function listAuditEntries({ companyId, query }: { companyId: number; query: ListAuditQuery }) {
  const where: Prisma.AuditEntryWhereInput = {
    companyId,
    ...(query.action && { action: { in: query.action } }),
    ...(query.actorType && { actorType: { in: query.actorType } }),
    ...(query.userId && { userId: query.userId }),
    ...(query.objectType && { objectType: query.objectType }),
    ...(query.objectId && { objectId: query.objectId }),
    ...((query.createdFrom || query.createdTo) && {
      createdAt: {
        ...(query.createdFrom && { gte: query.createdFrom }),
        ...(query.createdTo && { lte: query.createdTo }),
      },
    }),
  };
  const [rows, total] = await Promise.all([
    prisma.auditEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.auditEntry.count({ where }),
  ]);
  const data: AuditEntryResponse[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: {
      type: r.actorType as AuditEntryResponse["actor"]["type"],
      userId: r.userId,
      apiKeyId: r.apiKeyId,
      label: r.actorLabel,
    },
    ip: r.ip,
    objectType: r.objectType,
    objectId: r.objectId,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, total };
}
