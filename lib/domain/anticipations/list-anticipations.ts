import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { ListAnticipationsQuery } from "@/lib/schemas/payables";

import { toAnticipation, withPayables } from "./serialize-anticipation";

/** GET /v1/anticipations: the recipient's (the company's own unless named), newest first. */
export async function listAnticipations({ companyId, query }: { companyId: number; query: ListAnticipationsQuery }) {
  const recipient = await findRecipient({ companyId, recipientId: query.recipientId });
  const where = { companyId, recipientId: recipient.id };
  const [rows, counted] = await Promise.all([
    prisma.anticipation.findMany({
      where,
      include: withPayables,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.anticipation.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows.map(toAnticipation), ...cappedTotal(counted) };
}
