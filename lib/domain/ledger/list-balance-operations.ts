import "server-only";

import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { CSV_BOM, csvAmount, csvDateTime, csvField, csvLine } from "@/lib/formats/csv";
import { jsonDate, runSql, sql } from "@/lib/platform/sql";
import type { BalanceOperation, BalanceOperationType, ListBalanceOperationsQuery } from "@/lib/schemas/balance";

type Filters = Omit<ListBalanceOperationsQuery, "limit" | "startingAfter">;
type Row = Omit<BalanceOperation, "availableAt" | "createdAt"> & { availableAt: string; createdAt: string };

// The ledger's names for what the statement calls payment; every other type is spelled alike.
const LEDGER_TYPE: Record<BalanceOperationType, string> = {
  payment: "payment_credit",
  fee: "fee",
  refund: "refund",
  chargeback: "chargeback",
  chargeback_reversal: "chargeback_reversal",
  transfer: "transfer",
  transfer_reversal: "transfer_reversal",
  anticipation: "anticipation",
  anticipation_fee: "anticipation_fee",
};

// Every movement of the recipient's balance (bucket `balance`: available + waiting funds; what a
// transfer moves to `transferred` is the transfer's other leg, not a second movement), newest first
// by the date the statement shows (`createdAt`, ties broken by id), each with the balance right
// after it. The balance is a running sum in that same order, so it reads down the page and always
// ends at today's balance whatever the filters show; filters and pages pick rows out of that one
// sequence (a movement may be recorded after one dated later: a payment confirmed with its own
// paid date, the demo's backdated sales). One scan of the recipient's entries per page.
function operationsSql(recipientId: number, f: Filters, page?: { limit: number; startingAfter?: number }) {
  const where = [sql`TRUE`];
  if (f.from) where.push(sql`o."createdAt" >= ${f.from}::timestamp`);
  if (f.to) where.push(sql`o."createdAt" < ${f.to}::timestamp`);
  if (f.type) where.push(sql`o."type"::text = ANY(${f.type.map((t) => LEDGER_TYPE[t])}::text[])`);
  // the cursor is the last row's id; the next page starts after its place in (createdAt, id)
  const after = page?.startingAfter
    ? sql`(x."createdAt", x."id") < (SELECT c."createdAt", c."id" FROM "LedgerEntry" c
        WHERE c."id" = ${page.startingAfter} AND c."recipientId" = ${recipientId})`
    : sql`TRUE`;
  const limit = page ? sql` LIMIT ${page.limit + 1}` : sql``;
  // the total counts every row of the filter, before the cursor picks a page of them
  return sql<{ j: Row; total: number }>`
    SELECT json_build_object(
      'id', x."id", 'recipientId', x."recipientId",
      'type', CASE x."type" WHEN 'payment_credit' THEN 'payment' ELSE x."type"::text END,
      'amount', x."amount", 'balanceAfter', x."balanceAfter",
      'availableAt', x."availableAt", 'createdAt', x."createdAt",
      'transactionId', x."transactionId", 'refundId', x."refundId", 'transferId', x."transferId",
      'anticipationId', x."anticipationId") AS j,
      x."total"
    FROM (
      SELECT o.*, count(*) OVER ()::int AS "total" FROM (
        SELECT l.*, (SUM(l."amount") OVER (ORDER BY l."createdAt", l."id"))::int AS "balanceAfter"
        FROM "LedgerEntry" l WHERE l."recipientId" = ${recipientId} AND l."bucket" = 'balance'
      ) o
      WHERE ${sql.join(where, " AND ")}
    ) x
    WHERE ${after}
    ORDER BY x."createdAt" DESC, x."id" DESC${limit}`;
}

const toOperation = (r: Row): BalanceOperation => ({
  ...r,
  availableAt: jsonDate(r.availableAt).toISOString(),
  createdAt: jsonDate(r.createdAt).toISOString(),
});

/** GET /v1/balance/operations: one page, the filter's total, and the id to ask the next page with. */
export async function listBalanceOperations({
  companyId,
  query,
}: {
  companyId: number;
  query: ListBalanceOperationsQuery;
}) {
  const { limit, startingAfter, ...filters } = query;
  const recipient = await findRecipient({ companyId, recipientId: filters.recipientId });
  const rows = await runSql(operationsSql(recipient.id, filters, { limit, startingAfter }));
  const data = rows.slice(0, limit).map((r) => toOperation(r.j));
  return {
    data,
    total: rows[0]?.total ?? 0,
    nextStartingAfter: rows.length > limit ? data[data.length - 1].id : null,
  };
}

/** Every operation the filters match, newest first, for the CSV export. */
export async function allBalanceOperations({ companyId, query }: { companyId: number; query: Filters }) {
  const recipient = await findRecipient({ companyId, recipientId: query.recipientId });
  const rows = await runSql(operationsSql(recipient.id, query));
  return rows.map((r) => toOperation(r.j));
}

const TYPE_LABEL: Record<BalanceOperationType, string> = {
  payment: "Pagamento",
  fee: "Taxa",
  refund: "Estorno",
  chargeback: "Chargeback / disputa",
  chargeback_reversal: "Disputa ganha",
  transfer: "Transferência",
  transfer_reversal: "Transferência devolvida",
  anticipation: "Antecipação",
  anticipation_fee: "Taxa de antecipação",
};

const CSV_COLUMNS = [
  "ID",
  "Data",
  "Tipo",
  "Valor (R$)",
  "Saldo após (R$)",
  "Disponível em",
  "Transação",
  "Estorno",
  "Transferência",
  "Antecipação",
];

/** GET /v1/balance/operations/export.csv: the statement as a pt-BR spreadsheet reads it. */
export function balanceOperationsCsv(operations: BalanceOperation[]): string {
  const lines = operations.map((o) =>
    csvLine([
      csvField(o.id),
      csvField(csvDateTime(new Date(o.createdAt))),
      csvField(TYPE_LABEL[o.type]),
      csvField(csvAmount(o.amount)),
      csvField(csvAmount(o.balanceAfter)),
      csvField(csvDateTime(new Date(o.availableAt))),
      csvField(o.transactionId),
      csvField(o.refundId),
      csvField(o.transferId),
      csvField(o.anticipationId),
    ]),
  );
  return CSV_BOM + csvLine(CSV_COLUMNS.map((c) => csvField(c))) + lines.join("");
}
