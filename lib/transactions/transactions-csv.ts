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

const STATUS: Record<string, string> = {
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
const METHOD: Record<string, string> = { credit_card: "Cartão de crédito", pix: "Pix", boleto: "Boleto" };
const DELIVERY: Record<string, string> = {
  waiting: "Aguardando envio",
  in_transit: "Em trânsito",
  delivered: "Entregue",
};

export const CSV_BOM = "\uFEFF";
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

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 123456 → "1234,56": a number a pt-BR spreadsheet reads as such. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break. Free text typed by payers
 * that starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet never runs it.
 */
export function csvField(value: string | number | null | undefined, isText = false): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (isText && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  // one record per line: line breaks inside text become spaces
  s = s.replace(/\r\n|\r|\n/g, " ");
  return /[";]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvLine(fields: string[]): string {
  return `${fields.join(";")}\r\n`;
}

export function csvHeader(): string {
  return CSV_BOM + csvLine(CSV_HEADER.map((h) => csvField(h)));
}

export function csvRow(t: CsvTransaction): string {
  return csvLine([
    csvField(t.id),
    csvField(dateTime.format(t.createdAt).replace(",", "")),
    csvField(STATUS[t.status] ?? t.status),
    csvField(METHOD[t.paymentMethod] ?? t.paymentMethod),
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
    csvField(t.paidAt ? dateTime.format(t.paidAt).replace(",", "") : ""),
    csvField(t.externalRef, true),
  ]);
}
