import "server-only";

import { CSV_BOM, csvAmount, csvDateTime, csvField, csvLine } from "@/lib/formats/csv";

// The CSV of the transaction list, for spreadsheets set to pt-BR: ";" between fields, decimal
// comma, dates in São Paulo, a UTF-8 BOM (so Excel reads the accents) and CRLF line ends.

export type CsvTransaction = {
  id: number;
  createdAt: Date;
  status: string;
  paymentMethod: string;
  installments: number;
  amount: number;
  refundedAmount: number;
  feeEstimated: number;
  netAmount: number;
  customerName: string;
  customerEmail: string;
  customerDocument: string;
  customerPhone: string | null;
  deliveryStatus: string | null;
  trackingCode: string | null;
  paidAt: Date | null;
  externalRef: string | null;
};

export const TRANSACTION_STATUS_PT: Record<string, string> = {
  processing: "Processando",
  authorized: "Autorizado",
  paid: "Pago",
  refunded: "Estornado",
  pending_refund: "Estorno pendente",
  waiting_payment: "Aguardando pagamento",
  refused: "Recusado",
  chargedback: "Chargeback",
  canceled: "Cancelado",
  in_protest: "Em disputa",
  partially_paid: "Parcialmente pago",
};
export const PAYMENT_METHOD_PT: Record<string, string> = {
  credit_card: "Cartão de crédito",
  pix: "Pix",
  boleto: "Boleto",
};
const DELIVERY: Record<string, string> = {
  waiting: "Aguardando envio",
  in_transit: "Em trânsito",
  delivered: "Entregue",
};

export const CSV_HEADER = [
  "ID",
  "Data",
  "Status",
  "Método",
  "Parcelas",
  "Valor (R$)",
  "Estornado (R$)",
  "Taxa (R$)",
  "Líquido (R$)",
  "Cliente",
  "E-mail",
  "CPF/CNPJ",
  "Telefone",
  "Entrega",
  "Código de rastreio",
  "Pago em",
  "Referência externa",
];

export function csvHeader(): string {
  return CSV_BOM + csvLine(CSV_HEADER.map((h) => csvField(h)));
}

export function csvRow(t: CsvTransaction): string {
  return csvLine([
    csvField(t.id),
    csvField(csvDateTime(t.createdAt)),
    csvField(TRANSACTION_STATUS_PT[t.status] ?? t.status),
    csvField(PAYMENT_METHOD_PT[t.paymentMethod] ?? t.paymentMethod),
    csvField(t.installments),
    csvField(csvAmount(t.amount)),
    csvField(csvAmount(t.refundedAmount)),
    csvField(csvAmount(t.feeEstimated)),
    csvField(csvAmount(t.netAmount)),
    csvField(t.customerName, true),
    csvField(t.customerEmail, true),
    csvField(t.customerDocument),
    csvField(t.customerPhone),
    csvField(t.deliveryStatus ? (DELIVERY[t.deliveryStatus] ?? t.deliveryStatus) : ""),
    csvField(t.trackingCode, true),
    csvField(t.paidAt ? csvDateTime(t.paidAt) : ""),
    csvField(t.externalRef, true),
  ]);
}
