import "server-only";

import type { DailyReport, FeesReport, ReconciliationReport, SplitsReport } from "@/lib/schemas/reconciliation";
import type { PaymentMethod } from "@/lib/schemas/transactions";

// A report as a spreadsheet sees it: named columns of a kind (a São Paulo day, a month, text, an
// integer, money in cents) and rows, the last one the totals. One shape for the CSV and the XLSX,
// so both files always hold the same figures as the JSON.
export type ColumnKind = "day" | "month" | "text" | "int" | "money";
export type Column = { header: string; kind: ColumnKind };
export type Cell = string | number | null;
export type ReportTable = { sheet: string; columns: Column[]; rows: Cell[][] };

export const METHOD_LABEL: Record<PaymentMethod, string> = {
  credit_card: "Cartão de crédito",
  pix: "Pix",
  boleto: "Boleto",
};

const money = (header: string): Column => ({ header, kind: "money" });

function dailyTable(sheet: string, dayHeader: string, r: DailyReport): ReportTable {
  return {
    sheet,
    columns: [
      { header: dayHeader, kind: "day" },
      { header: "Meio de pagamento", kind: "text" },
      { header: "Recebedor (ID)", kind: "int" },
      { header: "Recebedor", kind: "text" },
      money("Bruto (R$)"),
      money("Taxas (R$)"),
      money("Líquido (R$)"),
    ],
    rows: [
      ...r.rows.map((x) => [
        x.date,
        METHOD_LABEL[x.paymentMethod],
        x.recipientId,
        x.recipientName,
        x.gross,
        x.fees,
        x.net,
      ]),
      [null, "Total", null, null, r.totals.gross, r.totals.fees, r.totals.net],
    ],
  };
}

export function settlementsTable(r: DailyReport): ReportTable {
  return dailyTable("Liquidações", "Disponível em", r);
}

export function receivablesTable(r: DailyReport): ReportTable {
  return dailyTable("Agenda de recebíveis", "Data de pagamento", r);
}

export function feesTable(r: FeesReport): ReportTable {
  const line = (m: Omit<FeesReport["months"][number], "month">) => [
    m.processingByMethod.credit_card,
    m.processingByMethod.pix,
    m.processingByMethod.boleto,
    m.processingFees,
    m.anticipationFees,
    m.transferFees,
    m.total,
  ];
  return {
    sheet: "Taxas por mês",
    columns: [
      { header: "Mês", kind: "month" },
      money("Cartão de crédito (R$)"),
      money("Pix (R$)"),
      money("Boleto (R$)"),
      money("Taxas de processamento (R$)"),
      money("Taxas de antecipação (R$)"),
      money("Taxas de transferência (R$)"),
      money("Total (R$)"),
    ],
    rows: [...r.months.map((m) => [m.month, ...line(m)]), ["Total", ...line(r.totals)]],
  };
}

export function splitsTable(r: SplitsReport): ReportTable {
  return {
    sheet: "Divisões",
    columns: [
      { header: "Transação", kind: "int" },
      { header: "Paga em", kind: "day" },
      { header: "Meio de pagamento", kind: "text" },
      money("Valor da transação (R$)"),
      { header: "Recebedor (ID)", kind: "int" },
      { header: "Recebedor", kind: "text" },
      money("Bruto (R$)"),
      money("Taxas (R$)"),
      money("Líquido (R$)"),
    ],
    rows: [
      ...r.rows.map((x) => [
        x.transactionId,
        x.paidOn,
        METHOD_LABEL[x.paymentMethod],
        x.transactionAmount,
        x.recipientId,
        x.recipientName,
        x.gross,
        x.fees,
        x.net,
      ]),
      [null, null, "Total", null, null, null, r.totals.gross, r.totals.fees, r.totals.net],
    ],
  };
}

// file names: relatorio-liquidacoes-2026-03-01-a-2026-03-31.csv
export const FILE_STEM: Record<ReconciliationReport, string> = {
  settlements: "relatorio-liquidacoes",
  fees: "relatorio-taxas",
  splits: "relatorio-divisoes",
  receivables: "agenda-recebiveis",
};
