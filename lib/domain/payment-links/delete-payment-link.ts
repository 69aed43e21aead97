import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

// DELETE /v1/payment-links/{id}: a soft delete. Transactions keep pointing at the link, and its
// alias stays reserved so a URL already shared never opens someone else's checkout.
export async function deletePaymentLink({ companyId, paymentLinkId }: { companyId: number; paymentLinkId: number }) {
  const { count } = await prisma.paymentLink.updateMany({
    where: { id: paymentLinkId, companyId, status: { not: "deleted" } },
    data: { status: "deleted" },
  });
  if (count === 0) throw notFound("payment_link");
}
