import { jsonDate, sqlArray, sqlParams, sqlTimestamp } from "@/lib/sql";
import type { ListTransactionsQuery } from "@/lib/schemas/transactions";
import type { TransactionRow } from "./serialize";

type Filters = Omit<ListTransactionsQuery, "limit" | "offset" | "page">;
type Json = Record<string, unknown>;

// The comma-list filters: query key, column, type. One value is an equality (its index then yields
// rows in list order); several, an IN list. PostgreSQL (15) cannot read an IN list from an index in
// (createdAt, id) order, so it either sorts every match or walks the newest rows until enough
// match (slow when the wanted values are rare among recent rows): the page query reads one such
// list as one ordered index scan per value, merged (transactionPageIdsSql).
const LIST_FILTERS = [
  ["paymentMethods", "paymentMethod", `"PaymentMethod"`],
  ["status", "status", `"TransactionStatus"`],
  ["deliveryStatus", "deliveryStatus", `"DeliveryStatus"`],
  ["installments", "installments", "int"],
] as const;

/**
 * The WHERE clause of the filters of GET /v1/transactions (also the CSV export and its count):
 * every filter is an equality, IN or range on a column that leads an index with companyId
 * (prisma/schema.prisma); the name matches case-insensitively from its start.
 */
export function transactionFilterSql(companyId: number, q: Filters, params: unknown[] = []) {
  const { p } = sqlParams(params);
  const where = [`t."companyId" = ${p(companyId)}`];
  if (q.id) where.push(`t."id" = ${p(q.id)}`);
  for (const [key, column, type] of LIST_FILTERS) {
    const values = q[key] as readonly (string | number)[] | undefined;
    if (values) where.push(values.length === 1 ? `t."${column}" = ${p(values[0])}::${type}` : `t."${column}" = ANY(${p(sqlArray(values))}::${type}[])`);
  }
  if (q.name) where.push(`t."customerName" ILIKE ${p(`${q.name.replace(/[\\%_]/g, "\\$&")}%`)}`);
  if (q.email) where.push(`t."customerEmail" = ${p(q.email)}`);
  if (q.documentNumber) where.push(`t."customerDocument" = ${p(q.documentNumber)}`);
  if (q.phone) where.push(`t."customerPhone" = ${p(q.phone)}`);
  if (q.traceable !== undefined) where.push(`t."traceable" = ${p(q.traceable)}`);
  if (q.paymentLinkId) where.push(`t."paymentLinkId" = ${p(q.paymentLinkId)}`);
  if (q.createdFrom) where.push(`t."createdAt" >= ${p(sqlTimestamp(q.createdFrom))}::timestamp`);
  if (q.createdTo) where.push(`t."createdAt" <= ${p(sqlTimestamp(q.createdTo))}::timestamp`);
  return { where: where.join(" AND "), params };
}

/** The ids of one page of the filtered list, newest first ($ parameters in `params`). */
export function transactionPageIdsSql(companyId: number, q: Filters, take: number, skip: number) {
  const split = LIST_FILTERS.find(([key]) => (q[key]?.length ?? 0) > 1);
  if (!split) {
    const { where, params } = transactionFilterSql(companyId, q);
    return { text: `SELECT t."id" FROM "Transaction" t WHERE ${where} ORDER BY t."createdAt" DESC, t."id" DESC LIMIT $${params.push(take)} OFFSET $${params.push(skip)}`, params };
  }
  const [key, column, type] = split;
  const values = [...new Set(q[key] as readonly (string | number)[])];
  const { where, params } = transactionFilterSql(companyId, { ...q, [key]: undefined });
  const depth = `$${params.push(take + skip)}`;
  const parts = values.map(
    (v) => `(SELECT t."id", t."createdAt" FROM "Transaction" t WHERE ${where} AND t."${column}" = $${params.push(v)}::${type} ORDER BY t."createdAt" DESC, t."id" DESC LIMIT ${depth})`,
  );
  return { text: `SELECT "id" FROM (${parts.join(" UNION ALL ")}) u ORDER BY "createdAt" DESC, "id" DESC LIMIT $${params.push(take)} OFFSET $${params.push(skip)}`, params };
}

/**
 * One JSON value per transaction with everything toTransaction needs (customer, card, items,
 * splits, refunds), built by the database in the same statement: `FROM (<rows>) t` must name
 * the transactions `t`.
 */
export const TRANSACTION_JSON = `json_build_object(
  't', row_to_json(t),
  'customer', (SELECT row_to_json(c) FROM "Customer" c WHERE c."id" = t."customerId"),
  'card', (SELECT row_to_json(k) FROM "Card" k WHERE k."id" = t."cardId"),
  'items', COALESCE((SELECT json_agg(i ORDER BY i."id") FROM "TransactionItem" i WHERE i."transactionId" = t."id"), '[]'),
  'splits', COALESCE((SELECT json_agg(s ORDER BY s."id") FROM "Split" s WHERE s."transactionId" = t."id"), '[]'),
  'refunds', COALESCE((SELECT json_agg(r ORDER BY r."id") FROM "Refund" r WHERE r."transactionId" = t."id"), '[]')
)`;

type TransactionJson = { t: Json; customer: Json; card: Json | null; items: Json[]; splits: Json[]; refunds: Json[] };

/**
 * The row shape Prisma would have returned with transactionInclude, from TRANSACTION_JSON. The
 * parsed JSON is ours alone, so it is revived in place: copying ~40 keys per row cost more than
 * the rest of the mapping (docs/benchmarks.md).
 */
export function reviveTransaction(j: TransactionJson): TransactionRow {
  const t = j.t as Json;
  const date = (row: Json, key: string) => (row[key] = jsonDate(row[key] as string | null));
  date(t, "createdAt");
  date(t, "updatedAt");
  date(t, "paidAt");
  date(j.customer, "createdAt");
  date(j.customer, "updatedAt");
  if (j.card) date(j.card, "createdAt");
  for (const r of j.refunds) date(r, "createdAt");
  t.customer = j.customer;
  t.card = j.card;
  t.items = j.items;
  t.splits = j.splits;
  t.refunds = j.refunds;
  return t as TransactionRow;
}
