import "server-only";

import type { z } from "zod";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";

import { linkSales } from "./link-sales";
import { NO_SALES, toPaymentLink } from "./serialize-payment-link";

// GET /v1/payment-links: newest first, deleted links left out, each with what it sold.
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
    prisma.paymentLink.count({ where, take: COUNT_TAKE }),
  ]);
  const sales = await linkSales(rows.map((r) => r.id));
  return { data: rows.map((r) => toPaymentLink(r, sales.get(r.id) ?? NO_SALES)), ...cappedTotal(counted) };
}
