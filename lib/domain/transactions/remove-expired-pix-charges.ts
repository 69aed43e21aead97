import { logError } from "@/lib/platform/log";
import { pixRail } from "@/lib/rails";

import { settlePixPayment } from "./settle-pix-payment";

// After the sweep canceled expired Pix, their charges are removed at the provider (PATCH /cob/{txid}
// REMOVIDA_PELO_USUARIO_RECEBEDOR). The PSP already refuses a payment past calendario.expiracao,
// so this keeps its records in step rather than guarding money; a failure is logged and left (the
// charge stays expired there). A charge the PSP says was paid at its last instant is settled —
// which finds the transaction canceled and logs it for the merchant to refund (settle-pix-payment.ts).
// A boleto híbrido's Pix is a charge with a due date (PATCH /cobv/{txid}).
export async function removeExpiredPixCharges(txids: string[], kind: "cob" | "cobv" = "cob"): Promise<void> {
  for (const txid of txids) {
    try {
      const state = await pixRail().cancelCharge(txid, kind);
      for (const payment of state.payments) await settlePixPayment(payment);
    } catch (e) {
      logError(`pix-expiry-${txid}`, e);
    }
  }
}
