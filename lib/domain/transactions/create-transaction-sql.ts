import "server-only";

import type {
  Card,
  Customer,
  Event,
  LedgerEntry,
  Payable,
  Split,
  Transaction,
  TransactionItem,
  TransactionStatusChange,
} from "@/generated/prisma/client";
import { CONTACT_FIELDS } from "@/lib/domain/customers/customer-data";
import type { Pricing } from "@/lib/domain/pricing/fees";
import type { Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { answerParams } from "@/lib/platform/idempotency-scope";
import { jsonOnce } from "@/lib/platform/json-once";
import { jsonDate, runSql, runSqlIn, type Sql, sql, sqlTemplate } from "@/lib/platform/sql";
import type { CreateTransactionInput, Transaction as TransactionBody } from "@/lib/schemas/transactions";

import type { TransactionRow } from "./serialize";

type CustomerRow = TransactionRow["customer"];
/** A card on file as stored, its token still sealed. */
export type SavedCard = Card;

// The hottest write path (docs/benchmarks.md), createTransaction, is two statements of hand-written
// SQL, both in this file:
// 1. prepareTransaction reads what the charge needs (pricing, recipients, the payer if known),
//    takes the new rows' ids from their sequences and, for a card, writes down the sale's order id
//    (CardAttempt) before the acquirer is asked — in the same round trip;
// 2. insertTransactionSql, with every row createTransaction built, inserts them all (payer, card,
//    transaction, items, splits, timeline, ledger lines, the event) in one statement, which
//    commits or fails as a whole.
type Prepared = {
  tradeName: string;
  invoiceDescriptor: string | null;
  pricing: Pricing | null;
  recipients: { id: number; isDefault: boolean }[];
  customer: (Omit<CustomerRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }) | null;
  transactionId: number;
  customerId: number | null;
  cardId: number | null;
  savedCard: (Omit<SavedCard, "createdAt"> & { createdAt: string }) | null;
};

// (one text for every payment: composed once, sqlTemplate)
const PREPARE = sqlTemplate<
  {
    splitIds: number[];
    isCard: boolean;
    savedCardId: number | null;
    email: string;
    documentNumber: string;
    companyId: number;
    claimOrderId: string | null;
    amount: number;
  },
  Prepared
>(
  (slot) => sql`
    WITH prep AS MATERIALIZED (
    SELECT c."tradeName", c."invoiceDescriptor", c."pricing",
       COALESCE((SELECT json_agg(json_build_object('id', r."id", 'isDefault', r."isDefault")) FROM "Recipient" r
                 WHERE r."companyId" = c."id" AND (r."isDefault" OR r."id" = ANY(${slot("splitIds")}::int[]))), '[]') AS "recipients",
       p."customer",
       nextval('"Transaction_id_seq"')::int AS "transactionId",
       CASE WHEN p."customer" IS NULL THEN nextval('"Customer_id_seq"')::int END AS "customerId",
       CASE WHEN ${slot("isCard")}::boolean AND ${slot("savedCardId")}::int IS NULL THEN nextval('"Card_id_seq"')::int END AS "cardId",
       (SELECT row_to_json(k) FROM "Card" k WHERE k."id" = ${slot("savedCardId")}::int AND k."companyId" = c."id" AND k."reusable" AND k."token" IS NOT NULL) AS "savedCard"
     FROM "Company" c, LATERAL (
       SELECT (SELECT row_to_json(x) FROM "Customer" x WHERE x."companyId" = c."id" AND x."email" = ${slot("email")} AND x."documentNumber" = ${slot("documentNumber")} ORDER BY x."id" LIMIT 1) AS "customer"
     ) p
     WHERE c."id" = ${slot("companyId")}),
    attempt AS (
      INSERT INTO "CardAttempt" ("orderId", "companyId", "transactionId", "amount")
      SELECT COALESCE(${slot("claimOrderId")}::text, 'colmeiaT' || prep."transactionId"), ${slot("companyId")}, prep."transactionId", ${slot("amount")}
        FROM prep WHERE ${slot("isCard")}::boolean
      ON CONFLICT ("orderId") DO UPDATE
        SET "transactionId" = EXCLUDED."transactionId", "createdAt" = EXCLUDED."createdAt", "checkedAt" = NULL)
    SELECT * FROM prep`,
);

export async function prepareTransaction({
  companyId,
  splitIds,
  input,
  claimOrderId,
}: {
  companyId: number;
  splitIds: number[];
  input: CreateTransactionInput;
  /** a card sale's order id when the request has an Idempotency-Key (else colmeiaT<transaction id>) */
  claimOrderId: string | null;
}) {
  const isCard = input.paymentMethod === "credit_card";
  const savedCardId = isCard ? (input.card?.id ?? null) : null;
  const [row] = await runSql(
    PREPARE({
      splitIds,
      isCard,
      savedCardId,
      email: input.customer.email,
      documentNumber: input.customer.document.number,
      companyId,
      claimOrderId,
      amount: input.amount,
    }),
  );
  const own = row?.recipients.find((r) => r.isDefault);
  if (!row || !own) throw new ApiError("invalid_state", "The company has no default recipient to receive payments");
  const refuse = async (error: ApiError): Promise<never> => {
    // nothing is sent to the acquirer: the order id written down above goes
    if (isCard)
      await runSql(sql`DELETE FROM "CardAttempt" WHERE "orderId" = ${claimOrderId ?? `colmeiaT${row.transactionId}`}`);
    throw error;
  };
  const known = new Set(row.recipients.map((r) => r.id));
  const unknown = splitIds.find((id) => !known.has(id));
  if (unknown)
    await refuse(
      new ApiError("invalid_recipient", `Recipient ${unknown} does not exist`, {
        recipientId: unknown,
        field: "splits",
      }),
    );
  // a card on file charges only for the customer who saved it (another's is as unknown as none)
  if (savedCardId !== null && (!row.savedCard || !row.customer || row.savedCard.customerId !== row.customer.id))
    await refuse(
      new ApiError("not_found", `Card ${savedCardId} not found among this customer's cards on file`, {
        field: "card.id",
      }),
    );
  // a payer is the same customer when email and document match
  const existingCustomer: CustomerRow | null = row.customer && {
    ...row.customer,
    createdAt: jsonDate(row.customer.createdAt),
    updatedAt: jsonDate(row.customer.updatedAt),
  };
  return {
    company: row,
    defaultRecipientId: own.id,
    existingCustomer,
    ids: { transaction: row.transactionId, customer: row.customerId, card: row.cardId },
    savedCard: row.savedCard && { ...row.savedCard, createdAt: jsonDate(row.savedCard.createdAt) },
  };
}

// Inserts the listed columns of JSON rows (one object, null, or an array of objects), passed as one
// JSON parameter: `json`, their text. The column lists are typed by the Prisma model of each table,
// so a renamed or misspelled column fails to compile.
type Columns<Model> = readonly (keyof Model & string)[];
function insert<Model>(table: string, columns: Columns<Model>, json: string, many = false): Sql<never> {
  const list = sql.join(
    columns.map((c) => sql.id(c)),
    ", ",
  );
  const from = many
    ? sql`json_populate_recordset(NULL::${sql.id(table)}, ${json}::json)`
    : sql`(SELECT ${json}::json AS j) p, json_populate_record(NULL::${sql.id(table)}, p.j) WHERE json_typeof(p.j) = 'object'`;
  return sql`INSERT INTO ${sql.id(table)} (${list}) SELECT ${list} FROM ${from}`;
}

const COLUMNS = {
  customer: [
    "id",
    "companyId",
    "name",
    "email",
    "documentNumber",
    "documentType",
    "externalRef",
    "phone",
    "birthdate",
    "address",
    "createdAt",
    "updatedAt",
  ] satisfies Columns<Customer>,
  card: [
    "id",
    "companyId",
    "customerId",
    "brand",
    "firstDigits",
    "lastDigits",
    "holderName",
    "expirationMonth",
    "expirationYear",
    "reusable",
    "token",
    "acquirerName",
    "createdAt",
  ] satisfies Columns<Card>,
  transaction: [
    "id",
    "companyId",
    "customerId",
    "customerName",
    "customerEmail",
    "customerDocument",
    "customerPhone",
    "amount",
    "installments",
    "paymentMethod",
    "status",
    "postbackUrl",
    "metadata",
    "traceable",
    "deliveryStatus",
    "secureId",
    "ip",
    "externalRef",
    "address",
    "shipping",
    "cardId",
    "pix",
    "boleto",
    "refusedReason",
    "acquirerName",
    "acquirerPaymentId",
    "acquirerResponseCode",
    "acquirerResponseMessage",
    "tid",
    "nsu",
    "authorizationCode",
    "authorizedAmount",
    "paidAmount",
    "paidAt",
    "feeFixedAmount",
    "feeSpreadPercentage",
    "feeEstimated",
    "netAmount",
    "paymentLinkId",
    "createdAt",
    "updatedAt",
  ] satisfies Columns<Transaction>,
  items: [
    "transactionId",
    "title",
    "unitPrice",
    "quantity",
    "tangible",
    "externalRef",
  ] satisfies Columns<TransactionItem>,
  splits: [
    "transactionId",
    "recipientId",
    "amount",
    "feeAmount",
    "netAmount",
    "chargeProcessingFee",
  ] satisfies Columns<Split>,
  history: ["transactionId", "fromStatus", "status", "reason", "createdAt"] satisfies Columns<TransactionStatusChange>,
  ledger: [
    "companyId",
    "recipientId",
    "transactionId",
    "type",
    "amount",
    "availableAt",
    "installment",
    "createdAt",
  ] satisfies Columns<LedgerEntry>,
  payables: [
    "companyId",
    "recipientId",
    "transactionId",
    "installment",
    "installments",
    "amount",
    "fee",
    "dueAt",
    "createdAt",
  ] satisfies Columns<Payable>,
  event: ["companyId", "type", "objectType", "objectId", "data", "createdAt"] satisfies Columns<Event>,
};

type NewRows = {
  customer: unknown;
  card: unknown;
  transaction: unknown;
  items: unknown[];
  splits: unknown[];
  history: unknown[];
  ledger: unknown[];
  payables: unknown[];
  event: unknown;
  payerChange: Record<string, unknown> | null;
};
// the statement's values: each table's rows as JSON text, the Idempotency-Key's id, attempt and answer
type Statement = Record<Exclude<keyof NewRows, "payerChange">, string> & {
  payer: string | null;
  keyId: number | null;
  keyAttempt: number | null;
  answer: string | null;
};

// The event row's JSON, its data (the answer) in the text the response and the Idempotency-Key reuse
function eventJson(event: NewRows["event"]): string {
  const { data, ...rest } = event as { data: unknown };
  return `${JSON.stringify(rest).slice(0, -1)},"data":${jsonOnce(data)}}`;
}

// Runs the insert. The statement stores the answer of the request's Idempotency-Key with the
// payment, fenced by its attempt: a key taken over by a retry meanwhile aborts the whole statement
// (division by zero), and nothing was charged.
export type NewTransactionRows = NewRows & { answer: TransactionBody | null };

export async function insertTransaction({ answer, ...rows }: NewTransactionRows) {
  // no answer: the request fails after the commit (a card sale the acquirer did not answer); its key
  // stays for the retry (lib/http/idempotency.ts)
  const [keyId, keyAttempt, stored] = answer ? answerParams(answer) : [null, null, null];
  await runSql(insertTransactionSql({ ...rows, keyId, keyAttempt, answer: stored })).catch(takenOver);
}

/** The same insert inside the caller's database transaction (a boleto, numbered in that commit). */
export async function insertTransactionIn(tx: Tx, { answer, ...rows }: NewTransactionRows) {
  const [keyId, keyAttempt, stored] = answer ? answerParams(answer) : [null, null, null];
  await runSqlIn(tx, insertTransactionSql({ ...rows, keyId, keyAttempt, answer: stored })).catch(takenOver);
}

function takenOver(error: { code?: string }): never {
  if (error?.code === "22012")
    throw new ApiError(
      "idempotency_conflict",
      "This request's Idempotency-Key was taken over by a retry while it ran; nothing was charged, retry to get the answer",
    );
  throw error;
}

// One statement, so one commit: the new payer (or none), the card (or none), the transaction, its
// items, splits, timeline, ledger lines and event (outbox) with the public body; the request's
// Idempotency-Key (id, attempt, answer; null without one), whose answer is stored in the same
// commit — if the key was taken over by a retry (another attempt), the division by zero aborts
// the whole statement; with the payer's refresh, the known payer's id with only the contact
// fields that changed (each written only when present). Foreign keys are checked at the end of
// the statement, when every row is in. It returns one row when it committed.
// (two texts, with and without the payer's refresh: each composed once, sqlTemplate)
const insertStatement = (withPayer: boolean) =>
  sqlTemplate<Statement, { ok: number }>((slot) => {
    const payer = withPayer
      ? sql`payer AS (UPDATE "Customer" c SET ${sql.join(
          CONTACT_FIELDS.map(
            (f) =>
              sql`${sql.id(f)} = CASE WHEN (p.j::jsonb -> ${f}::text) IS NOT NULL THEN u.${sql.id(f)} ELSE c.${sql.id(f)} END`,
          ),
          ", ",
        )}, "updatedAt" = u."updatedAt"
  FROM (SELECT ${slot("payer")}::json AS j) p, json_populate_record(NULL::"Customer", p.j) u WHERE c."id" = u."id"),`
      : sql``;
    return sql`
WITH customer AS (${insert("Customer", COLUMNS.customer, slot("customer"))}),
card AS (${insert("Card", COLUMNS.card, slot("card"))}),
tx AS (${insert("Transaction", COLUMNS.transaction, slot("transaction"))}),
items AS (${insert("TransactionItem", COLUMNS.items, slot("items"), true)}),
splits AS (${insert("Split", COLUMNS.splits, slot("splits"), true)}),
history AS (${insert("TransactionStatusChange", COLUMNS.history, slot("history"), true)}),
${payer}
idem AS (UPDATE "IdempotencyKey" SET "responseStatus" = 200, "responseBody" = ${slot("answer")}::text, "leaseExpiresAt" = NULL
  WHERE "id" = ${slot("keyId")}::int AND "attempt" = ${slot("keyAttempt")}::int AND "responseStatus" IS NULL RETURNING 1),
ledger AS (${insert("LedgerEntry", COLUMNS.ledger, slot("ledger"), true)}),
payables AS (${insert("Payable", COLUMNS.payables, slot("payables"), true)}),
event AS (${insert("Event", COLUMNS.event, slot("event"))})
SELECT 1 / (CASE WHEN ${slot("keyId")}::int IS NULL THEN 1 ELSE (SELECT count(*) FROM idem)::int END) AS ok`;
  });
const INSERT = { withPayer: insertStatement(true), alone: insertStatement(false) };

const insertTransactionSql = (
  r: NewRows & { keyId: number | null; keyAttempt: number | null; answer: string | null },
) =>
  (r.payerChange ? INSERT.withPayer : INSERT.alone)({
    customer: JSON.stringify(r.customer),
    card: JSON.stringify(r.card),
    transaction: JSON.stringify(r.transaction),
    items: JSON.stringify(r.items),
    splits: JSON.stringify(r.splits),
    history: JSON.stringify(r.history),
    ledger: JSON.stringify(r.ledger),
    payables: JSON.stringify(r.payables),
    event: eventJson(r.event),
    payer: r.payerChange && JSON.stringify(r.payerChange),
    keyId: r.keyId,
    keyAttempt: r.keyAttempt,
    answer: r.answer,
  });
