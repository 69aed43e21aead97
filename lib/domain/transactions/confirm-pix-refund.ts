import { prisma } from "@/lib/platform/db";
import { logWarn } from "@/lib/platform/log";
import { pixRail } from "@/lib/rails";
import type { PixRefund } from "@/lib/rails/pix/port";

import { askPixProvider } from "./ask-pix-provider";

/**
 * A notified devolução as the provider answers it (GET /pix/{e2eid}/devolucao/{id}), or null. The
 * notification only names which of our refunds to ask about: the provider is asked with the
 * end-to-end id Colmeia stored for the transaction, and its status, amount, return id and time are
 * what settle-pix-refund.ts applies. An unknown devolução id, another Pix's end-to-end id or an
 * amount that differs from the refund's settles nothing and is logged; an unreachable provider is
 * thrown (askPixProvider).
 */
export async function confirmPixRefund(notified: PixRefund): Promise<PixRefund | null> {
  const ids = { refundId: notified.refundId, end2EndId: notified.end2EndId };
  const refund = await prisma.refund.findFirst({
    where: { railRefundId: notified.refundId },
    select: { amount: true, transaction: { select: { pix: true } } },
  });
  const end2EndId = (refund?.transaction.pix as { end2EndId?: string } | null)?.end2EndId;
  if (!refund || !end2EndId) {
    logWarn("pix", "notified devolução unknown to Colmeia: not settled", ids);
    return null;
  }
  if (end2EndId !== notified.end2EndId) {
    logWarn("pix", "notified devolução under another Pix: not settled", ids);
    return null;
  }
  const answer = await askPixProvider(() => pixRail().refundStatus({ end2EndId, refundId: notified.refundId }), ids);
  if (answer && answer.amount !== refund.amount) {
    logWarn("pix", `the provider's devolução is ${answer.amount} cents, the refund ${refund.amount}: not settled`, ids);
    return null;
  }
  if (!answer) logWarn("pix", "notified devolução unknown to the provider: not settled", ids);
  return answer;
}
