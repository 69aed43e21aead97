import "server-only";

import { feeSql, netSql, splitNetSql } from "@/lib/domain/ledger/transaction-figures";
import { type Sql, sql } from "@/lib/platform/sql";
import type { ListTransactionsQuery, TransactionSort } from "@/lib/schemas/transactions";

type Filters = Omit<ListTransactionsQuery, "limit" | "offset" | "page" | "sort">;

// The comma-list filters: query key, column, type. One value is an equality (its index then yields
// rows in list order); several, an IN list. PostgreSQL (15) cannot read an IN list from an index in
// (createdAt, id) order, so it either sorts every match or walks the newest rows until enough
// match (slow when the wanted values are rare among recent rows): the page query reads one such
// list as one ordered index scan per value, merged (transactionPageIdsSql).
const LIST_FILTERS = [
  ["paymentMethods", sql.const(`t."paymentMethod"`), sql.const(`"PaymentMethod"`), sql.const(`"PaymentMethod"[]`)],
  ["status", sql.const(`t."status"`), sql.const(`"TransactionStatus"`), sql.const(`"TransactionStatus"[]`)],
  ["deliveryStatus", sql.const(`t."deliveryStatus"`), sql.const(`"DeliveryStatus"`), sql.const(`"DeliveryStatus"[]`)],
  ["installments", sql.const(`t."installments"`), sql.const("int"), sql.const("int[]")],
] as const;

/**
 * The WHERE clause of the filters of GET /v1/transactions (also the CSV export and its count):
 * every filter is an equality, IN or range on a column that leads an index with companyId
 * (prisma/schema.prisma); the name matches case-insensitively from its start.
 */
export function transactionFilterSql(companyId: number, q: Filters): Sql<never> {
  const where = [sql`t."companyId" = ${companyId}`];
  if (q.id) where.push(sql`t."id" = ${q.id}`);
  for (const [key, column, type, arrayType] of LIST_FILTERS) {
    const values = q[key] as readonly (string | number)[] | undefined;
    if (values)
      where.push(
        values.length === 1 ? sql`${column} = ${values[0]}::${type}` : sql`${column} = ANY(${values}::${arrayType})`,
      );
  }
  if (q.name) where.push(sql`t."customerName" ILIKE ${`${q.name.replace(/[\\%_]/g, "\\$&")}%`}`);
  if (q.email) where.push(sql`t."customerEmail" = ${q.email}`);
  if (q.documentNumber) where.push(sql`t."customerDocument" = ${q.documentNumber}`);
  if (q.phone) where.push(sql`t."customerPhone" = ${q.phone}`);
  if (q.traceable !== undefined) where.push(sql`t."traceable" = ${q.traceable}`);
  if (q.paymentLinkId) where.push(sql`t."paymentLinkId" = ${q.paymentLinkId}`);
  if (q.createdFrom) where.push(sql`t."createdAt" >= ${q.createdFrom}::timestamp`);
  if (q.createdTo) where.push(sql`t."createdAt" <= ${q.createdTo}::timestamp`);
  if (q.amountFrom !== undefined) where.push(sql`t."amount" >= ${q.amountFrom}`);
  if (q.amountTo !== undefined) where.push(sql`t."amount" <= ${q.amountTo}`);
  // the card's brand and last digits live on its Card row (one per card transaction)
  if (q.cardBrand || q.cardLastDigits)
    where.push(
      sql`EXISTS (SELECT 1 FROM "Card" k WHERE k."id" = t."cardId"${
        q.cardBrand ? sql` AND k."brand" = ${q.cardBrand}` : sql``
      }${q.cardLastDigits ? sql` AND k."lastDigits" = ${q.cardLastDigits}` : sql``})`,
    );
  return sql.join(where, " AND ");
}

// The list's order: newest first unless asked otherwise; ties (same amount) newest first. Amount
// orders read the (companyId, amount, id) index (migration 0023).
const ORDER: Record<TransactionSort, { column: Sql<never>; direction: Sql<never> }> = {
  "-createdAt": { column: sql.const(`"createdAt"`), direction: sql.const("DESC") },
  createdAt: { column: sql.const(`"createdAt"`), direction: sql.const("ASC") },
  "-amount": { column: sql.const(`"amount"`), direction: sql.const("DESC") },
  amount: { column: sql.const(`"amount"`), direction: sql.const("ASC") },
};

/** ORDER BY of a sort, for rows named `alias` (or unqualified): its column, then the id alike. */
export function transactionOrderSql(sort: TransactionSort = "-createdAt", alias = sql.const(`t.`)): Sql<never> {
  const { column, direction } = ORDER[sort];
  return sql`${alias}${column} ${direction}, ${alias}"id" ${direction}`;
}

/** The ids of one page of the filtered list, in the sort's order (newest first by default). */
export function transactionPageIdsSql(
  companyId: number,
  q: Filters,
  take: number,
  skip: number,
  sort: TransactionSort = "-createdAt",
): Sql<{ id: number }> {
  const order = transactionOrderSql(sort);
  const split = LIST_FILTERS.find(([key]) => (q[key]?.length ?? 0) > 1);
  if (!split) {
    return sql`SELECT t."id" FROM "Transaction" t WHERE ${transactionFilterSql(companyId, q)} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
  }
  const [key, column, type] = split;
  const values = [...new Set(q[key] as readonly (string | number)[])];
  const where = transactionFilterSql(companyId, { ...q, [key]: undefined });
  const { column: sortColumn } = ORDER[sort];
  const parts = values.map(
    (v) =>
      sql`(SELECT t."id", t.${sortColumn} FROM "Transaction" t WHERE ${where} AND ${column} = ${v}::${type} ORDER BY ${order} LIMIT ${take + skip})`,
  );
  return sql`SELECT "id" FROM (${sql.join(parts, " UNION ALL ")}) u ORDER BY ${transactionOrderSql(sort, sql.const(""))} LIMIT ${take} OFFSET ${skip}`;
}

// An ISO-8601 instant, as Date#toISOString writes it (timestamp columns hold UTC).
const iso = (column: Sql<never>) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The public Transaction, key for key what toTransaction (serialize.ts) makes of a Prisma row,
 * built by the database: a list page goes out as the text PostgreSQL wrote, with no parsing,
 * mapping or serialising in the app (they were a third of a list request's CPU;
 * docs/benchmarks.md). `FROM (<rows>) t` must name the transactions `t`; `base` is
 * PUBLIC_BASE_URL (for secureUrl). transaction-json.db.test.ts holds the two mappers equal for
 * every kind of transaction.
 */
export const transactionApiJson = (base: string): Sql<never> => {
  let built = apiJsonByBase.get(base);
  if (!built) apiJsonByBase.set(base, (built = buildApiJson(base)));
  return built;
};
// (built once per base URL: the same expression serves every list page)
const apiJsonByBase = new Map<string, Sql<never>>();

const buildApiJson = (base: string) => sql<never>`json_build_object(
  'id', t."id", 'amount', t."amount", 'refundedAmount', t."refundedAmount", 'paidAmount', t."paidAmount",
  'authorizedAmount', t."authorizedAmount", 'companyId', t."companyId",
  'installments', t."installments", 'paymentMethod', t."paymentMethod", 'status', t."status",
  'postbackUrl', t."postbackUrl", 'metadata', t."metadata", 'traceable', t."traceable",
  'secureId', t."secureId", 'secureUrl', ${base} || '/checkout/' || t."secureId",
  'createdAt', ${iso(sql.const(`t."createdAt"`))}, 'updatedAt', ${iso(sql.const(`t."updatedAt"`))}, 'paidAt', ${iso(sql.const(`t."paidAt"`))},
  'ip', t."ip", 'externalRef', t."externalRef",
  'customer', (SELECT json_build_object(
      'id', c."id", 'name', c."name", 'email', c."email",
      'document', json_build_object('number', c."documentNumber", 'type', c."documentType"),
      'externalRef', c."externalRef", 'phone', c."phone", 'birthdate', c."birthdate", 'address', c."address",
      'createdAt', ${iso(sql.const(`c."createdAt"`))})
    FROM "Customer" c WHERE c."id" = t."customerId"),
  'address', t."address",
  'card', (SELECT json_build_object(
      'id', k."id", 'brand', k."brand", 'firstDigits', k."firstDigits", 'lastDigits', k."lastDigits",
      'holderName', k."holderName", 'expirationMonth', k."expirationMonth", 'expirationYear', k."expirationYear",
      'reusable', k."reusable", 'createdAt', ${iso(sql.const(`k."createdAt"`))})
    FROM "Card" k WHERE k."id" = t."cardId"),
  'boleto', CASE WHEN t."boleto" IS NULL OR jsonb_typeof(t."boleto"::jsonb) <> 'object' THEN t."boleto"::jsonb ELSE t."boleto"::jsonb || COALESCE((
      SELECT jsonb_build_object('registration', bt."registration", 'bankFee', bt."bankFee", 'paidDate', bt."paidOn",
        'creditDate', bt."creditOn", 'rejectReason', bt."rejectReason", 'note', bt."note")
      FROM "BoletoTitle" bt WHERE bt."transactionId" = t."id"), '{}'::jsonb) END,
  'pix', t."pix", 'shipping', t."shipping",
  'delivery', CASE WHEN t."deliveryStatus" IS NULL THEN NULL ELSE json_build_object('status', t."deliveryStatus", 'trackingCode', t."trackingCode") END,
  'refusedReason', t."refusedReason",
  'acquirerName', t."acquirerName", 'acquirerResponseCode', t."acquirerResponseCode",
  'acquirerResponseMessage', t."acquirerResponseMessage", 'tid', t."tid", 'nsu', t."nsu",
  'authorizationCode', t."authorizationCode",
  'items', COALESCE((SELECT json_agg(json_build_object(
      'title', i."title", 'unitPrice', i."unitPrice", 'quantity', i."quantity", 'tangible', i."tangible", 'externalRef', i."externalRef") ORDER BY i."id")
    FROM "TransactionItem" i WHERE i."transactionId" = t."id"), '[]'),
  'splits', COALESCE((SELECT json_agg(json_build_object(
      'recipientId', s."recipientId", 'amount', s."amount", 'netAmount', ${splitNetSql}, 'chargeProcessingFee', s."chargeProcessingFee") ORDER BY s."id")
    FROM "Split" s WHERE s."transactionId" = t."id"), '[]'),
  'refunds', COALESCE((SELECT json_agg(json_build_object('id', r."id", 'amount', r."amount", 'createdAt', ${iso(sql.const(`r."createdAt"`))}) ORDER BY r."id")
    FROM "Refund" r WHERE r."transactionId" = t."id"), '[]'),
  'fee', json_build_object('fixedAmount', t."feeFixedAmount", 'spreadPercentage', round(t."feeSpreadPercentage" / 100.0)::int, 'spreadBasisPoints', t."feeSpreadPercentage", 'estimatedFee', ${feeSql}, 'netAmount', ${netSql})
)`;
