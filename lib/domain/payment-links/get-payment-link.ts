import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { linkSales } from "./link-sales";
import { NO_SALES, toPaymentLink } from "./serialize-payment-link";

// A deleted link is gone for the API (404), though its alias stays reserved.
export async function getPaymentLink({ companyId, paymentLinkId }: { companyId: number; paymentLinkId: number }) {
  const row = await prisma.paymentLink.findFirst({
    where: { id: paymentLinkId, companyId, status: { not: "deleted" } },
  });
  if (!row) throw notFound("payment_link");
  return toPaymentLink(row, (await linkSales([row.id])).get(row.id) ?? NO_SALES);
}
