import "server-only";

import { randomBytes } from "node:crypto";

import { boletoTerms, type HybridPix, issueBoleto } from "@/lib/domain/boletos/issue-boleto";
import { sealCardToken } from "@/lib/domain/cards/card-token";
import { customerData } from "@/lib/domain/customers/customer-data";
import { paymentLedgerEntries } from "@/lib/domain/ledger/payment-entries";
import { computeFee } from "@/lib/domain/pricing/fees";
import { assertPublicUrl } from "@/lib/domain/webhooks/assert-public-url";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { observePayment } from "@/lib/platform/metrics";
import { boletoRail, cardRail } from "@/lib/rails";
import { requireRealRail } from "@/lib/rails/require-real-rail";
import type { BoletoCharge, CreateTransactionInput, Transaction, TransactionStatus } from "@/lib/schemas/transactions";

import { authorizeCard, claimOrderId, unanswered } from "./authorize-card";
import { computeSplits } from "./compute-splits";
import { insertTransaction, prepareTransaction } from "./create-transaction-sql";
import { issuePixCharge } from "./issue-pix-charge";
import { payerRow } from "./payer-row";
import { NEW_BOLETO_TITLE, toTransaction } from "./serialize";
import { resumeUnansweredSale } from "./settle-card-attempts";

// isPayer: the request comes from a payer on a hosted page (payment link), not from the merchant:
// a stored customer is reused but never changed (docs/security.md, "Public checkout").
type Options = {
  companyId: number;
  input: CreateTransactionInput;
  paymentLinkId?: number;
  now?: Date;
  isPayer?: boolean;
};

const WAITING: TransactionStatus[] = ["waiting_payment"];
const NOT_A_CARD = unanswered(null);

const newSecureId = () =>
  randomBytes(15)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "0");

// POST /v1/transactions: authorise (card, sandbox acquirer), issue (Pix through the Pix rail; boleto) and
// store the transaction, its payer, items, splits, timeline, ledger credits and event atomically.
// The rows are built here; two statements of hand-written SQL (create-transaction-sql.ts) read what
// they need first and insert them all at once at the end.
export async function createTransaction({
  companyId,
  input,
  paymentLinkId,
  now = new Date(),
  isPayer = false,
}: Options) {
  // before anything is read or spent (a card hash is single-use)
  if (input.paymentMethod === "credit_card") requireRealRail(cardRail(), "card");
  if (input.paymentMethod === "boleto") requireRealRail(boletoRail(), "boleto");
  if (input.postbackUrl) await assertPublicUrl(input.postbackUrl, "postbackUrl");
  // a retry of a card payment answered 503: the earlier attempt's sale, settled, is the answer
  if (input.paymentMethod === "credit_card") {
    const resumed = await resumeUnansweredSale(companyId);
    if (resumed) return resumed;
  }
  const splitIds = [...new Set((input.splits ?? []).map((s) => s.recipientId))];
  const { company, defaultRecipientId, existingCustomer, ids, savedCard } = await prepareTransaction({
    companyId,
    splitIds,
    input,
    claimOrderId: claimOrderId(),
  });
  const installments = input.paymentMethod === "credit_card" ? (input.installments ?? 1) : 1;
  const fee = computeFee({
    paymentMethod: input.paymentMethod,
    amount: input.amount,
    installments,
    pricing: company.pricing ?? undefined,
  });
  const shares = computeSplits({
    amount: input.amount,
    fee: fee.estimatedFee,
    splits: input.splits ?? [],
    defaultRecipientId,
  });
  const secureId = newSecureId();

  // a card is answered at once (paid or refused); Pix and boleto wait for the payer
  const sale =
    input.paymentMethod === "credit_card"
      ? await authorizeCard({
          companyId,
          transactionId: ids.transaction,
          card: input.card!,
          onFile: savedCard,
          amount: input.amount,
          installments,
          customer: input.customer,
          softDescriptor: company.invoiceDescriptor ?? company.tradeName,
          capture: input.capture ?? true,
        })
      : null;
  const { status, refusedReason, card, timeline } = sale ?? {
    status: "waiting_payment" as const,
    refusedReason: null,
    card: undefined,
    timeline: WAITING,
  };

  const pix =
    input.paymentMethod === "pix"
      ? await issuePixCharge({
          transactionId: ids.transaction,
          secureId,
          amount: input.amount,
          expiresInSeconds: input.pix!.expiresInSeconds,
          payer: { name: input.customer.name, document: input.customer.document },
          now,
        })
      : null;
  // a boleto is numbered (the agreement's nosso número) in the commit that stores it: issueBoleto
  const terms =
    input.paymentMethod === "boleto"
      ? boletoTerms({
          input: input.boleto!,
          amount: input.amount,
          url: `${env.publicBaseUrl}/checkout/${secureId}/boleto`,
          now,
        })
      : null;
  const assemble = (boleto: BoletoCharge | null, hybridPix: HybridPix | null = null) => {
    const isPaid = status === "paid";

    const fields = customerData(companyId, input.customer);
    const { customer, payerChange } = payerRow({
      stored: existingCustomer,
      sent: fields,
      newId: ids.customer,
      isPayer,
      now,
    });
    // a card on file is the stored row; a typed card is a new one, on file when the acquirer gave a token
    const newCard =
      card && !savedCard
        ? {
            ...card,
            id: ids.card!,
            companyId,
            customerId: customer.id,
            reusable: sale!.cardToken !== null,
            token: sale!.cardToken && sealCardToken(ids.card!, sale!.cardToken),
            acquirerName: sale!.cardToken && sale!.acquirer.acquirerName,
            createdAt: now,
          }
        : null;
    const cardRow = savedCard ?? newCard;
    const row = {
      id: ids.transaction,
      companyId,
      customerId: customer.id,
      customerName: isPayer ? fields.name : customer.name,
      customerEmail: customer.email,
      customerDocument: customer.documentNumber,
      customerPhone: isPayer ? (fields.phone ?? customer.phone) : customer.phone,
      amount: input.amount,
      refundedAmount: 0,
      installments,
      paymentMethod: input.paymentMethod,
      status,
      postbackUrl: input.postbackUrl ?? null,
      metadata: input.metadata,
      traceable: input.traceable ?? false,
      deliveryStatus: input.traceable ? ("waiting" as const) : null,
      trackingCode: null,
      secureId,
      ip: input.ip ?? null,
      externalRef: input.externalRef ?? null,
      address: input.customer.address ?? null,
      shipping: input.shipping ?? null,
      cardId: cardRow?.id ?? null,
      pix: hybridPix ?? pix,
      boleto,
      refusedReason,
      ...(sale?.acquirer ?? NOT_A_CARD),
      // what the acquirer holds for the card (none when it refused or never answered)
      authorizedAmount: sale ? (sale.status === "paid" || sale.status === "authorized" ? input.amount : null) : null,
      paidAmount: isPaid ? input.amount : 0,
      paidAt: isPaid ? now : null,
      feeFixedAmount: fee.fixedAmount,
      feeSpreadPercentage: fee.spreadPercentage,
      feeEstimated: fee.estimatedFee,
      netAmount: fee.netAmount,
      paymentLinkId: paymentLinkId ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const items = input.items.map((i) => ({ ...i, externalRef: i.externalRef ?? null, transactionId: row.id }));
    const splits = shares.map((s) => ({ ...s, transactionId: row.id }));
    const { entries: ledger, payables } = isPaid
      ? paymentLedgerEntries({
          companyId,
          transactionId: row.id,
          method: input.paymentMethod,
          paidAt: now,
          installments,
          pricing: company.pricing,
          shares,
        })
      : { entries: [], payables: [] };
    const body = toTransaction({
      ...row,
      customer,
      card: cardRow,
      items,
      splits,
      refunds: [],
      ledgerEntries: ledger,
      // issueBoleto stores its BoletoTitle in the same commit
      boletoTitle: boleto ? NEW_BOLETO_TITLE : null,
    });
    const history = timeline.map((s, i) => ({
      transactionId: row.id,
      status: s,
      fromStatus: timeline[i - 1] ?? null,
      reason: s === "refused" ? refusedReason : null,
      createdAt: now,
    }));
    const event = {
      companyId,
      type: `transaction.${status}`,
      objectType: "transaction",
      objectId: row.id,
      data: body,
      createdAt: new Date(),
    };
    const rows = {
      customer: existingCustomer ? null : customer,
      card: newCard,
      transaction: row,
      items,
      splits,
      history,
      ledger,
      payables,
      event,
      payerChange,
      // a sale the acquirer did not answer is stored `processing` and the request is a 503: a retry
      // with its Idempotency-Key settles it from the acquirer (resumeUnansweredSale), as the sweep does
      answer: sale?.isUnanswered ? null : body,
    };
    return { rows, body };
  };
  let body: Transaction;
  if (terms)
    body = await issueBoleto({
      companyId,
      transactionId: ids.transaction,
      secureId,
      payer: { name: input.customer.name, document: input.customer.document },
      terms,
      assemble,
    });
  else {
    const assembled = assemble(null);
    await insertTransaction(assembled.rows);
    body = assembled.body;
  }
  observePayment(body.paymentMethod, sale?.isUnanswered ? "unanswered" : body.status);
  if (sale?.isUnanswered)
    throw new ApiError(
      "rail_unavailable",
      claimOrderId()
        ? `The card acquirer did not answer; transaction ${ids.transaction} is processing and will be settled, retry with the same Idempotency-Key`
        : `The card acquirer did not answer; transaction ${ids.transaction} is processing and will be released, retry to charge`,
      { rail: "card", transactionId: ids.transaction },
    );
  return body;
}
