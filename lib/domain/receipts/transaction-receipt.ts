import "server-only";

import { getTransaction } from "@/lib/domain/transactions/get-transaction";
import { PAYMENT_METHOD_PT, TRANSACTION_STATUS_PT } from "@/lib/domain/transactions/transactions-csv";
import { formatDigitableLine } from "@/lib/formats/boleto";
import { cardBrandName } from "@/lib/formats/card-brand";
import { formatDateBR } from "@/lib/formats/time";
import type { Transaction } from "@/lib/schemas/transactions";

import { issuingCompany, masked, verificationOf } from "./receipt-parts";
import { dateTime, money, type ReceiptDocument, type ReceiptRow } from "./receipt-pdf";

// The payment receipt (comprovante) of one of the company's transactions (GET /v1/transactions/{id}
// with Accept: application/pdf): what was paid, to whom, by whom (name and masked document only), how,
// with the identifiers a bank or acquirer asks for in a dispute, and where to check it is genuine.
// Never the full card number (it is not stored) or the payer's full document.
export async function getTransactionReceipt({
  companyId,
  transactionId,
  now = new Date(),
}: {
  companyId: number;
  transactionId: number;
  now?: Date;
}): Promise<ReceiptDocument> {
  const t = await getTransaction({ companyId, transactionId });
  const company = await issuingCompany(companyId);
  const isPaid = t.paidAmount > 0 || t.paidAt !== null;
  return {
    title: isPaid ? "Comprovante de pagamento" : "Resumo da cobrança",
    company,
    amount: t.amount,
    status: TRANSACTION_STATUS_PT[t.status] ?? t.status,
    sections: [
      { heading: "Transação", rows: transactionRows(t) },
      { heading: "Valores", rows: amountRows(t) },
      {
        heading: "Pagador",
        rows: [
          ["Nome", t.customer.name],
          ["Documento", masked(t.customer.document.number)],
        ],
      },
      { heading: PAYMENT_METHOD_PT[t.paymentMethod] ?? t.paymentMethod, rows: methodRows(t) },
      {
        heading: "Estornos",
        rows: t.refunds.map((r): ReceiptRow => [
          `Estorno nº ${r.id}`,
          `${money(r.amount)} em ${dateTime(r.createdAt)}`,
        ]),
      },
    ],
    verification: verificationOf("transaction", t.id),
    issuedAt: now,
  };
}

function transactionRows(t: Transaction): ReceiptRow[] {
  return [
    ["Transação nº", String(t.id)],
    ["Status", TRANSACTION_STATUS_PT[t.status] ?? t.status],
    ["Forma de pagamento", PAYMENT_METHOD_PT[t.paymentMethod] ?? t.paymentMethod],
    ["Criada em", dateTime(t.createdAt)],
    ...(t.paidAt ? [["Paga em", dateTime(t.paidAt)] as ReceiptRow] : []),
    ...(t.externalRef ? [["Referência", t.externalRef] as ReceiptRow] : []),
  ];
}

function amountRows(t: Transaction): ReceiptRow[] {
  const rate = (t.fee.spreadBasisPoints / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  return [
    ["Valor", money(t.amount)],
    ["Valor pago", money(t.paidAmount)],
    ["Valor estornado", money(t.refundedAmount)],
    ["Taxa", `${money(t.fee.estimatedFee)} (${money(t.fee.fixedAmount)} + ${rate}%)`],
    ["Valor líquido", money(t.fee.netAmount)],
    ...(t.paymentMethod === "credit_card" ? [["Parcelas", `${t.installments}x`] as ReceiptRow] : []),
  ];
}

function methodRows(t: Transaction): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value]);
  };
  if (t.card) {
    add("Cartão", `${cardBrandName(t.card.brand) ?? t.card.brand} final ${t.card.lastDigits}`);
    add("Titular", t.card.holderName);
  }
  add("Código de autorização", t.authorizationCode);
  add("TID", t.tid);
  add("NSU", t.nsu);
  if (t.pix) {
    add("Identificador fim a fim (E2E)", t.pix.end2EndId);
    add("txid", t.pix.txid);
  }
  if (t.boleto) {
    add("Nosso número", t.boleto.nossoNumero);
    add("Linha digitável", formatDigitableLine(t.boleto.digitableLine));
    add("Vencimento", formatDateBR(t.boleto.expirationDate));
  }
  return rows;
}
