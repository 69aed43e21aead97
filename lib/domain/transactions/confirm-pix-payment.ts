import { logWarn } from "@/lib/platform/log";
import { pixRail } from "@/lib/rails";
import type { PixPayment } from "@/lib/rails/pix/port";

import { askPixProvider } from "./ask-pix-provider";

/**
 * A notified Pix as the provider confirms it, or null: a notification is a hint, not a payment
 * (docs/security.md, "Pix notifications"). The provider must know the end-to-end id (GET
 * /pix/{e2eid}) under the notified txid, and the charge of that txid must be concluded (GET
 * /cob/{txid}) and list that Pix when it lists any. What is settled then is the provider's Pix —
 * its amount, txid and time — never the notification's. A disagreement settles nothing and is
 * logged. A provider that does not answer (RailError, retryable) is thrown to the caller: nothing
 * is settled, the PSP is asked to retry, and reconciliation reads the provider later anyway.
 */
export async function confirmPixPayment(notified: PixPayment): Promise<PixPayment | null> {
  const rail = pixRail();
  const ids = { txid: notified.txid, end2EndId: notified.end2EndId };
  const payment = await askPixProvider(() => rail.paymentStatus(notified.end2EndId), ids);
  if (!payment) {
    logWarn("pix", "notified Pix unknown to the provider: not settled", ids);
    return null;
  }
  if (!payment.txid || (notified.txid !== null && notified.txid !== payment.txid)) {
    logWarn("pix", "notified txid differs from the provider's: not settled", { ...ids, providerTxid: payment.txid });
    return null;
  }
  if (payment.amount !== notified.amount || payment.paidAt !== notified.paidAt)
    logWarn("pix", "notification differs from the provider's Pix: the provider's amount and time are used", {
      ...ids,
      notifiedAmount: notified.amount,
      providerAmount: payment.amount,
    });
  const txid = payment.txid;
  // a Pix charge (cob), or the Pix of a boleto híbrido (cobv): the PSP knows the txid as one of them
  const charge =
    (await askPixProvider(() => rail.chargeStatus(txid), ids)) ??
    (await askPixProvider(() => rail.chargeStatus(txid, "cobv"), ids));
  const isListed = !charge?.payments.length || charge.payments.some((p) => p.end2EndId === payment.end2EndId);
  if (charge?.status !== "paid" || !isListed) {
    logWarn("pix", "the provider's charge is not concluded by this Pix: not settled", {
      ...ids,
      chargeStatus: charge?.status ?? "not found",
    });
    return null;
  }
  return payment;
}
