import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { toCard } from "@/lib/domain/cards/serialize-card";
import { toCustomer } from "@/lib/domain/customers/serialize-customer";
import { transactionFigures } from "@/lib/domain/ledger/transaction-figures";
import { spreadPercent } from "@/lib/domain/pricing/fees";
import { env } from "@/lib/platform/env";
import type { Transaction } from "@/lib/schemas/transactions";

// moved to lib/domain/customers; re-exported for existing imports
export { toCustomer };

export const transactionInclude = {
  customer: true,
  card: true,
  items: { orderBy: { id: "asc" } },
  splits: { orderBy: { id: "asc" } },
  refunds: { orderBy: { id: "asc" } },
  // fee and net are read from the ledger (lib/domain/ledger/transaction-figures.ts)
  ledgerEntries: { select: { recipientId: true, type: true, amount: true } },
  // what the bank's retornos said of a CNAB 240 boleto, shown under `boleto`
  boletoTitle: {
    select: { registration: true, bankFee: true, paidOn: true, creditOn: true, rejectReason: true, note: true },
  },
} satisfies Prisma.TransactionInclude;

export type TransactionRow = Prisma.TransactionGetPayload<{ include: typeof transactionInclude }>;
// What the answer is made of: the row with its relations, except the ids of items and splits, which
// the answer does not show (so a transaction being created can be answered before they exist).
type SerializableRow = Omit<TransactionRow, "items" | "splits" | "boletoTitle"> & {
  items: Omit<TransactionRow["items"][number], "id">[];
  splits: Omit<TransactionRow["splits"][number], "id">[];
  boletoTitle?: BoletoTitleState | null;
};
export type BoletoTitleState = NonNullable<TransactionRow["boletoTitle"]>;

/** A boleto just issued, before any retorno: how its title reads. */
export const NEW_BOLETO_TITLE: BoletoTitleState = {
  registration: "pending",
  bankFee: null,
  paidOn: null,
  creditOn: null,
  rejectReason: null,
  note: null,
};

// The stored boleto and, for a boleto of the CNAB 240 rail, what its bank said (BoletoTitle);
// transactionApiJson (transaction-sql.ts) writes the same keys.
function boletoOf(t: SerializableRow): Transaction["boleto"] {
  const boleto = t.boleto as Transaction["boleto"];
  const title = t.boletoTitle;
  if (!boleto || !title) return boleto;
  return {
    ...boleto,
    registration: title.registration as NonNullable<Transaction["boleto"]>["registration"],
    bankFee: title.bankFee,
    paidDate: title.paidOn,
    creditDate: title.creditOn,
    rejectReason: title.rejectReason,
    note: title.note,
  };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function secureUrl(secureId: string) {
  return `${env.publicBaseUrl}/checkout/${secureId}`;
}

// The public Transaction shape: an explicit mapper, so a new column never leaks. Its type is the
// OpenAPI schema's (TransactionSchema), so the two cannot drift; JSON columns are typed by it too.
export function toTransaction(t: SerializableRow): Transaction {
  const figures = transactionFigures(t, t.ledgerEntries);
  return {
    id: t.id,
    amount: t.amount,
    refundedAmount: t.refundedAmount,
    paidAmount: t.paidAmount,
    authorizedAmount: t.authorizedAmount,
    companyId: t.companyId,
    installments: t.installments,
    paymentMethod: t.paymentMethod,
    status: t.status,
    postbackUrl: t.postbackUrl,
    metadata: t.metadata as Transaction["metadata"],
    traceable: t.traceable,
    secureId: t.secureId,
    secureUrl: secureUrl(t.secureId),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    paidAt: iso(t.paidAt),
    ip: t.ip,
    externalRef: t.externalRef,
    customer: toCustomer(t.customer),
    address: t.address as Transaction["address"],
    card: t.card && toCard(t.card),
    boleto: boletoOf(t),
    pix: t.pix as Transaction["pix"],
    shipping: t.shipping as Transaction["shipping"],
    delivery: t.deliveryStatus ? { status: t.deliveryStatus, trackingCode: t.trackingCode } : null,
    refusedReason: t.refusedReason,
    acquirerName: t.acquirerName,
    acquirerResponseCode: t.acquirerResponseCode,
    acquirerResponseMessage: t.acquirerResponseMessage,
    tid: t.tid,
    nsu: t.nsu,
    authorizationCode: t.authorizationCode,
    items: t.items.map((i) => ({
      title: i.title,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      tangible: i.tangible,
      externalRef: i.externalRef,
    })),
    splits: t.splits.map((s) => ({
      recipientId: s.recipientId,
      amount: s.amount,
      netAmount: figures.netOf(s.recipientId),
      chargeProcessingFee: s.chargeProcessingFee,
    })),
    refunds: t.refunds.map((r) => ({ id: r.id, amount: r.amount, createdAt: r.createdAt.toISOString() })),
    fee: {
      fixedAmount: t.feeFixedAmount,
      spreadPercentage: spreadPercent(t.feeSpreadPercentage),
      spreadBasisPoints: t.feeSpreadPercentage,
      estimatedFee: figures.fee,
      netAmount: figures.net,
    },
  };
}
