import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/db";
import { pageWindow } from "@/lib/schemas/common";
import type { listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";
import { COUNT_CAP } from "@/lib/transactions/list-transactions";

import { toPaymentLink } from "./serialize-payment-link";

// GET /v1/payment-links: newest first, deleted links left out.
export async function listPaymentLinks({
  companyId,
  query,
}: {
  companyId: number;
  query: z.infer<typeof listPaymentLinksQuerySchema>;
}) {
  const where: Prisma.PaymentLinkWhereInput = { companyId, status: query.status ?? { not: "deleted" } };
  const [rows, counted] = await Promise.all([
    prisma.paymentLink.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.paymentLink.count({ where, take: COUNT_CAP + 1 }),
  ]);
  return { data: rows.map(toPaymentLink), total: Math.min(counted, COUNT_CAP), isTotalCapped: counted > COUNT_CAP };
}
