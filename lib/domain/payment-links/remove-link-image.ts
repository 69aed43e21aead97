import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { linkSales } from "./link-sales";
import { NO_SALES, toPaymentLink } from "./serialize-payment-link";

// DELETE /v1/payment-links/{id}/image: the link shows no image. The stored file stays (another link,
// or a page already open, may still show it; it is addressed by its content).
export async function removeLinkImage({ companyId, paymentLinkId }: { companyId: number; paymentLinkId: number }) {
  const link = await prisma.paymentLink.findFirst({
    where: { id: paymentLinkId, companyId, status: { not: "deleted" } },
    select: { id: true },
  });
  if (!link) throw notFound("payment_link");
  const row = await prisma.paymentLink.update({ where: { id: link.id }, data: { imageSha: null } });
  return toPaymentLink(row, (await linkSales([row.id])).get(row.id) ?? NO_SALES);
}
