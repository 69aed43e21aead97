import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { CSV_HEADER } from "@/lib/domain/transactions/transactions-csv";
import { TIME_ZONE } from "@/lib/formats/time";
import {
  DailyReportSchema,
  FeesReportSchema,
  reportQueryFields,
  SplitsReportSchema,
} from "@/lib/schemas/reconciliation";
import { overviewQueryFields, OverviewSchema } from "@/lib/schemas/reports";
import { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";

import { XLSX_TYPE } from "../report-format";
import { addCsvExport, addOperation } from "./shared";

// The dashboard's reports and the CSV export of the transaction list.
export const registry = new OpenAPIRegistry();

const figures = {
  count: 12,
  paidCount: 9,
  grossVolume: 154300,
  netVolume: 139210,
  fees: 6090,
  refundCount: 1,
  refundedAmount: 5000,
  chargebackCount: 1,
  chargebackAmount: 4000,
  disputeCount: 0,
  disputedAmount: 0,
  averageTicket: 17144,
  cardPaidCount: 5,
  cardRefusedCount: 1,
  approvalRate: 0.8333,
};

addOperation(registry, {
  method: "get",
  path: "/v1/reports/overview",
  operationId: "getOverview",
  tag: "Reports",
  summary: "Overview of a period",
  description:
    "Transactions created from `from` to `to` (calendar days in America/Sao_Paulo, both included; default the last 30 days, at most 366): gross volume (paid), net volume (after the fees still charged, refunds, chargebacks and the amounts held by open disputes, as in the ledger), refunds, chargebacks, open disputes (`in_protest`), average ticket and the card approval rate (paid / (paid + refused)), in total, by payment method and by day (every day of the period, quiet days included).",
  query: overviewQueryFields,
  ok: {
    schema: OverviewSchema,
    description: "The period's figures.",
    example: {
      from: "2026-03-15",
      to: "2026-03-15",
      timeZone: TIME_ZONE,
      totals: figures,
      byMethod: [{ paymentMethod: "credit_card", ...figures }],
      byDay: [{ date: "2026-03-15", ...figures }],
    },
  },
});

addCsvExport(registry, {
  path: "/v1/transactions/export.csv",
  operationId: "exportTransactions",
  summary: "Export transactions as CSV",
  description:
    "Every transaction matching the filters of `GET /v1/transactions` (no paging), in the order its `sort` gives (newest first by default), streamed as CSV for pt-BR spreadsheets: UTF-8 with BOM, `;` between fields, decimal comma, dates in São Paulo, CRLF line ends, one header row. `X-Total-Count` gives the number of rows up front, for progress bars.",
  tag: "Transactions",
  query: exportTransactionsQuerySchema,
  errors: [400, 401, 429, 500],
  example: `${CSV_HEADER.join(";")}\r\n1290;15/03/2026 09:05;Pago;Cartão de crédito;1;100,00;0,00;4,38;95,62;Fulano de Tal;fulano@example.com;52998224725;11987654321;;;15/03/2026 09:05;\r\n`,
});

// The reconciliation reports: one period of São Paulo days (default this month), JSON by default,
// CSV or XLSX by `?format=` or Accept (docs/api.md, "Reconciliation reports").
const FILES = ["text/csv", XLSX_TYPE];
const PERIOD =
  "The period is `from`–`to`, calendar days in America/Sao_Paulo, both included (default: this month; at most 366 days). `recipientId` (or `recipient_id`) keeps one recipient's lines (another company's recipient: 404). `?format=csv|xlsx` or `Accept: text/csv` / `Accept: " +
  XLSX_TYPE +
  "` answers a file (`Content-Disposition: attachment`): the CSV as the other exports write it (UTF-8 with BOM, `;`, decimal comma, dd/mm/yyyy), the XLSX with money as numbers in reais in a currency format; both end with a totals row.";
const period = { from: "2026-03-01", to: "2026-03-31", timeZone: TIME_ZONE, recipientId: null };
const dayRow = {
  date: "2026-03-02",
  paymentMethod: "pix",
  recipientId: 12,
  recipientName: "Apiário Central Ltda",
  gross: 10000,
  fees: 119,
  net: 9881,
};
const dailyExample = {
  ...period,
  totals: { gross: 10000, fees: 119, net: 9881 },
  rows: [dayRow],
  days: [
    { date: "2026-03-02", gross: 10000, fees: 119, net: 9881, netByMethod: { credit_card: 0, pix: 9881, boleto: 0 } },
  ],
};

addOperation(registry, {
  method: "get",
  path: "/v1/reports/settlements",
  operationId: "getSettlementsReport",
  tag: "Reports",
  summary: "Settlements: what became available each day",
  description:
    "What the sales put into the available balance, per São Paulo day of the ledger's `availableAt` (the payable's payment date, or the day an anticipation brought it forward), payment method and recipient: `gross` (the payables' credits and the net an anticipation moved), `fees` (processing and anticipation fees) and `net` = gross − fees. Only moments already past count. Refunds, chargebacks and transfers are their own statement lines, not settlements; the net total equals the statement's (`GET /v1/balance/operations`) payment, fee, anticipation and anticipation-fee lines of the period. " +
    PERIOD,
  query: reportQueryFields,
  ok: { schema: DailyReportSchema, description: "The period's settlements.", example: dailyExample, alsoFiles: FILES },
  errors: [404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/reports/receivables",
  operationId: "getReceivablesReport",
  tag: "Reports",
  summary: "Receivables schedule",
  description:
    "The payables still waiting (not yet due, not anticipated, not canceled), per São Paulo day they fall due, payment method and recipient: `gross` (what is still to come before fees: the share less what refunds or chargebacks took), `fees` (the fee it still holds) and `net` (what that day will make available: the payable's `netAmount`). " +
    PERIOD,
  query: reportQueryFields,
  ok: { schema: DailyReportSchema, description: "The schedule.", example: dailyExample, alsoFiles: FILES },
  errors: [404],
});

const feesMonth = {
  processingByMethod: { credit_card: 4380, pix: 119, boleto: 349 },
  processingFees: 4848,
  anticipationFees: 610,
  transferFees: 367,
  total: 5825,
};
addOperation(registry, {
  method: "get",
  path: "/v1/reports/fees",
  operationId: "getFeesReport",
  tag: "Reports",
  summary: "Fees per month",
  description:
    "The fees the ledger recorded, per São Paulo month of the line (every month the period touches): processing fees per payment method, net of what refunds gave back; anticipation fees; transfer fees (given back when a transfer fails); and their total. " +
    PERIOD,
  query: reportQueryFields,
  ok: {
    schema: FeesReportSchema,
    description: "The period's fees.",
    example: { ...period, totals: feesMonth, months: [{ month: "2026-03", ...feesMonth }] },
    alsoFiles: FILES,
  },
  errors: [404],
});

const splitRow = {
  transactionId: 1290,
  paidOn: "2026-03-02",
  paymentMethod: "credit_card",
  transactionAmount: 30000,
  recipientId: 13,
  recipientName: "Parceiro Apiário",
  gross: 12000,
  fees: 1752,
  net: 10248,
};
addOperation(registry, {
  method: "get",
  path: "/v1/reports/splits",
  operationId: "getSplitsReport",
  tag: "Reports",
  summary: "Splits: what each recipient received per transaction",
  description:
    "For each transaction paid in the period (São Paulo day of `paidAt`), each recipient's share as its payables record the split rules' outcome: `gross` (the share; a transaction's shares add up to its paid amount), `fees` (the part of the fee it bears) and `net` = gross − fees; and each recipient's totals. " +
    PERIOD,
  query: reportQueryFields,
  ok: {
    schema: SplitsReportSchema,
    description: "The period's splits.",
    example: {
      ...period,
      totals: { gross: 12000, fees: 1752, net: 10248 },
      rows: [splitRow],
      byRecipient: [{ recipientId: 13, recipientName: "Parceiro Apiário", gross: 12000, fees: 1752, net: 10248 }],
    },
    alsoFiles: FILES,
  },
  errors: [404],
});
