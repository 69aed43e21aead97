import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { balancesOf } from "@/lib/domain/ledger/balance";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { listRecipientsQuerySchema } from "@/lib/schemas/recipients";

import { recipientInclude, toRecipient } from "./serialize-recipient";

// GET /v1/recipients: newest first; the page's balances come from one grouped ledger query.
export async function listRecipients({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listRecipientsQuerySchema>;
}) {
  const where: Prisma.RecipientWhereInput = {
    companyId,
    ...(query.documentNumber && { documentNumber: query.documentNumber }),
  };
  const [rows, counted] = await Promise.all([
    prisma.recipient.findMany({
      where,
      include: recipientInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(query),
    }),
    prisma.recipient.count({ where, take: COUNT_TAKE }),
  ]);
  const balances = await balancesOf(
    prisma,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toRecipient(r, balances.get(r.id))),
    ...cappedTotal(counted),
  };
}
