import "server-only";

import type { PixChargeState, PixPayment, PixRefund } from "../port";
import { type CobAnswer, type Devolucao, fromValor, type PixEntry } from "./schemas";

// API Pix answers in the port's words: cents, ISO instants in UTC, our statuses.

const refundStatus = { EM_PROCESSAMENTO: "pending", DEVOLVIDO: "refunded", NAO_REALIZADO: "failed" } as const;

export function toRefund(end2EndId: string, d: Devolucao): PixRefund {
  return {
    refundId: d.id,
    end2EndId,
    amount: fromValor(d.valor),
    status: refundStatus[d.status],
    returnId: d.rtrId ?? null,
    reason: d.motivo ?? null,
    settledAt: d.horario?.liquidacao ? new Date(d.horario.liquidacao).toISOString() : null,
  };
}

export function toPayment(p: PixEntry): PixPayment {
  return {
    txid: p.txid ?? null,
    end2EndId: p.endToEndId,
    amount: fromValor(p.valor),
    paidAt: new Date(p.horario).toISOString(),
    refunds: (p.devolucoes ?? []).map((d) => toRefund(p.endToEndId, d)),
  };
}

export function toChargeState(cob: CobAnswer): PixChargeState {
  const status = cob.status === "ATIVA" ? "active" : cob.status === "CONCLUIDA" ? "paid" : "removed";
  return { txid: cob.txid, status, amount: fromValor(cob.valor.original), payments: (cob.pix ?? []).map(toPayment) };
}
