import { pixRail } from "@/lib/rails";
import { recordRailEvent } from "@/lib/rails/rail-health";

import { confirmPixPayment } from "./confirm-pix-payment";
import { confirmPixRefund } from "./confirm-pix-refund";
import { settlePixPayment } from "./settle-pix-payment";
import { settlePixRefund } from "./settle-pix-refund";

/**
 * A PSP's notification is a hint, not a payment (docs/security.md, "Pix notifications"): each
 * notified Pix is asked of the provider (confirm-pix-payment.ts) and the provider's Pix settles its
 * transaction once; each notified devolução is asked of the provider (confirm-pix-refund.ts) and
 * the provider's final answer settles its refund once. What the provider does not confirm changes
 * nothing and is logged. A provider that does not answer throws (a retryable RailError): the
 * route answers 503 so the PSP sends it again, and reconciliation reads the provider meanwhile.
 */
export async function receivePixNotification(
  body: unknown,
): Promise<{ ok: true; count: number; settled: number } | { ok: false; issues: string[] }> {
  let payments;
  try {
    payments = pixRail().parseNotification(body);
  } catch (e) {
    const issues = (e as { issues?: { path: PropertyKey[]; message: string }[] }).issues?.map(
      (i) => `${i.path.join(".")}: ${i.message}`,
    ) ?? [String(e)];
    return { ok: false, issues };
  }
  recordRailEvent("pix", "webhook");
  let settled = 0;
  for (const notified of payments) {
    const payment = await confirmPixPayment(notified);
    if (payment && (await settlePixPayment(payment)).outcome === "paid") settled++;
    for (const refund of notified.refunds) {
      const answer = await confirmPixRefund(refund);
      if (answer && answer.status !== "pending" && (await settlePixRefund(answer)) === "settled") settled++;
    }
  }
  return { ok: true, count: payments.length, settled };
}
