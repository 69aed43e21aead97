import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { CSV_HEADER } from "@/lib/domain/transactions/transactions-csv";
import { TIME_ZONE } from "@/lib/formats/time";
import { overviewQueryFields, OverviewSchema } from "@/lib/schemas/reports";
import { exportTransactionsQuerySchema } from "@/lib/schemas/transaction-exports";

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
