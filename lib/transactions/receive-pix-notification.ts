import { pixRail } from "@/lib/rails";
import { recordRailEvent } from "@/lib/rails/rail-health";

import { settlePixPayment } from "./settle-pix-payment";
import { settlePixRefund } from "./settle-pix-refund";

// A PSP's notification: each Pix settles its transaction once (settle-pix-payment.ts), and each
// devolução in a final status (DEVOLVIDO, NAO_REALIZADO) settles its refund once.
export async function receivePixNotification(
  body: unknown,
): Promise<{ ok: true; count: number } | { ok: false; issues: string[] }> {
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
  for (const payment of payments) {
    await settlePixPayment(payment);
    for (const refund of payment.refunds) if (refund.status !== "pending") await settlePixRefund(refund);
  }
  return { ok: true, count: payments.length };
}
