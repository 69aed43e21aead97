import "server-only";

import { randomBytes } from "node:crypto";

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
import { consumeCardHash } from "@/lib/domain/cards/card-hash";
import { CONTACT_FIELDS, customerData } from "@/lib/domain/customers/customer-data";
import { paymentLedgerEntries } from "@/lib/domain/ledger/payment-entries";
import { computeFee, type Pricing } from "@/lib/domain/pricing/fees";
import { assertPublicUrl } from "@/lib/domain/webhooks/assert-public-url";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { answerParams } from "@/lib/platform/idempotency-scope";
import { jsonDate, runSql, type Sql, sql } from "@/lib/platform/sql";
import { boletoRail, cardRail } from "@/lib/rails";
import type { CardData } from "@/lib/rails/card/card-data";
import { requireRealRail } from "@/lib/rails/require-real-rail";
import type { CreateTransactionInput, TransactionStatus } from "@/lib/schemas/transactions";

import { computeSplits } from "./compute-splits";
import { issuePixCharge } from "./issue-pix-charge";
import { toTransaction, type TransactionRow } from "./serialize";

// isPayer: the request comes from a payer on a hosted page (payment link), not from the merchant:
// a stored customer is reused but never changed (docs/security.md, "Public checkout").
type Options = {
  companyId: number;
  input: CreateTransactionInput;
  paymentLinkId?: number;
  now?: Date;
  isPayer?: boolean;
};
type CustomerRow = TransactionRow["customer"];

const newSecureId = () =>
  randomBytes(15)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "0");

// The hottest write path (docs/benchmarks.md) is two statements of hand-written SQL:
// 1. read what the charge needs (pricing, recipients, the payer if known) and take the new rows'
//    ids from their sequences;
// 2. with every row built here, insert them all (payer, card, transaction, items, splits,
//    timeline, ledger lines, the event) in one statement, which commits or fails as a whole.
async function prepare({
  companyId,
  splitIds,
  input,
}: {
  companyId: number;
  splitIds: number[];
  input: CreateTransactionInput;
}) {
  const [row] = await runSql(sql<{
    tradeName: string;
    pricing: Pricing | null;
    recipients: { id: number; isDefault: boolean }[];
    customer: (Omit<CustomerRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }) | null;
    transactionId: number;
    customerId: number | null;
    cardId: number | null;
  }>`
    SELECT c."tradeName", c."pricing",
       COALESCE((SELECT json_agg(json_build_object('id', r."id", 'isDefault', r."isDefault")) FROM "Recipient" r
                 WHERE r."companyId" = c."id" AND (r."isDefault" OR r."id" = ANY(${splitIds}::int[]))), '[]') AS "recipients",
       p."customer",
       nextval('"Transaction_id_seq"')::int AS "transactionId",
       CASE WHEN p."customer" IS NULL THEN nextval('"Customer_id_seq"')::int END AS "customerId",
       CASE WHEN ${input.paymentMethod === "credit_card"}::boolean THEN nextval('"Card_id_seq"')::int END AS "cardId"
     FROM "Company" c, LATERAL (
       SELECT (SELECT row_to_json(x) FROM "Customer" x WHERE x."companyId" = c."id" AND x."email" = ${input.customer.email} AND x."documentNumber" = ${input.customer.document.number} ORDER BY x."id" LIMIT 1) AS "customer"
     ) p
     WHERE c."id" = ${companyId}`);
  const own = row?.recipients.find((r) => r.isDefault);
  if (!row || !own) throw new ApiError("invalid_state", "The company has no default recipient to receive payments");
  const known = new Set(row.recipients.map((r) => r.id));
  const unknown = splitIds.find((id) => !known.has(id));
  if (unknown)
    throw new ApiError("invalid_recipient", `Recipient ${unknown} does not exist`, {
      recipientId: unknown,
      field: "splits",
    });
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
  };
}

async function cardData(companyId: number, card: NonNullable<CreateTransactionInput["card"]>): Promise<CardData> {
  if (card.hash) return consumeCardHash({ companyId, hash: card.hash });
  return {
    number: card.number!,
    holderName: card.holderName!,
    expirationMonth: card.expirationMonth!,
    expirationYear: card.expirationYear!,
    cvv: card.cvv!,
  };
}

// POST /v1/transactions: authorise (card, sandbox acquirer), issue (Pix through the Pix rail; boleto) and
// store the transaction, its payer, items, splits, timeline, ledger credits and event atomically.
export async function createTransaction({
  companyId,
  input,
  paymentLinkId,
  now = new Date(),
  isPayer = false,
}: Options) {
  // before anything is read or spent (a card hash is single-use)
  if (input.paymentMethod === "credit_card") requireRealRail(cardRail(), "card");
  if (input.paymentMethod === "boleto") requireRealRail(boletoRail(), "boleto");
  if (input.postbackUrl) await assertPublicUrl(input.postbackUrl, "postbackUrl");
  const splitIds = [...new Set((input.splits ?? []).map((s) => s.recipientId))];
  const { company, defaultRecipientId, existingCustomer, ids } = await prepare({ companyId, splitIds, input });
  const installments = input.paymentMethod === "credit_card" ? (input.installments ?? 1) : 1;
  const fee = computeFee({
    paymentMethod: input.paymentMethod,
    amount: input.amount,
    installments,
    pricing: company.pricing ?? undefined,
  });
  const shares = computeSplits({
    amount: input.amount,
    fee: fee.estimatedFee,
    splits: input.splits ?? [],
    defaultRecipientId,
  });
  const secureId = newSecureId();

  let status: TransactionStatus = "waiting_payment";
  let refusedReason: string | null = null;
  let card:
    | {
        brand: string;
        firstDigits: string;
        lastDigits: string;
        holderName: string;
        expirationMonth: number;
        expirationYear: number;
      }
    | undefined;
  const timeline: TransactionStatus[] = [];

  if (input.paymentMethod === "credit_card") {
    const data = await cardData(companyId, input.card!);
    const auth = await cardRail().authorize({ card: data, amount: input.amount, installments });
    if ("invalid" in auth)
      throw new ApiError("invalid_card", `Invalid card: ${auth.invalid}`, { field: "card.number" });
    card = {
      brand: auth.brand,
      firstDigits: data.number.slice(0, 6),
      lastDigits: data.number.slice(-4),
      holderName: data.holderName,
      expirationMonth: data.expirationMonth,
      expirationYear: data.expirationYear,
    };
    const outcome = auth.outcome;
    if (outcome.result === "approved") {
      status = "paid";
      timeline.push("processing", "authorized", "paid");
    } else {
      status = "refused";
      refusedReason = outcome.result === "declined" ? outcome.reason : "processing_error";
      timeline.push("processing", "refused");
    }
  } else {
    timeline.push("waiting_payment");
  }

  const pix =
    input.paymentMethod === "pix"
      ? await issuePixCharge({
          transactionId: ids.transaction,
          secureId,
          amount: input.amount,
          expiresInSeconds: input.pix!.expiresInSeconds,
          payer: { name: input.customer.name, document: input.customer.document },
          now,
        })
      : null;
  const boleto =
    input.paymentMethod === "boleto"
      ? await boletoRail().createCharge({
          amount: input.amount,
          expiresInDays: input.boleto!.expiresInDays,
          instructions: input.boleto!.instructions,
          url: `${env.publicBaseUrl}/checkout/${secureId}/boleto`,
          now,
        })
      : null;
  const isPaid = status === "paid";

  const fields = customerData(companyId, input.customer);
  // a returning payer keeps their id; the contact data the merchant sends now is the latest (as POST
  // /v1/customers). A payer on a hosted page changes nothing stored: the transaction keeps what they typed.
  const refreshed = !isPayer && existingCustomer ? refreshCustomer(existingCustomer, fields, now) : null;
  // a row as the database returns it: absent optional fields are null
  const customer: CustomerRow = refreshed?.row ??
    existingCustomer ?? {
      ...fields,
      id: ids.customer!,
      externalRef: fields.externalRef ?? null,
      phone: fields.phone ?? null,
      birthdate: fields.birthdate ?? null,
      address: fields.address ?? null,
      createdAt: now,
      updatedAt: now,
    };
  const cardRow = card
    ? { ...card, id: ids.card!, companyId, customerId: customer.id, reusable: false, createdAt: now }
    : null;
  const row = {
    id: ids.transaction,
    companyId,
    customerId: customer.id,
    customerName: isPayer ? fields.name : customer.name,
    customerEmail: customer.email,
    customerDocument: customer.documentNumber,
    customerPhone: isPayer ? (fields.phone ?? customer.phone) : customer.phone,
    amount: input.amount,
    refundedAmount: 0,
    installments,
    paymentMethod: input.paymentMethod,
    status,
    postbackUrl: input.postbackUrl ?? null,
    metadata: input.metadata,
    traceable: input.traceable ?? false,
    deliveryStatus: input.traceable ? ("waiting" as const) : null,
    trackingCode: null,
    secureId,
    ip: input.ip ?? null,
    externalRef: input.externalRef ?? null,
    address: input.customer.address ?? null,
    shipping: input.shipping ?? null,
    cardId: cardRow?.id ?? null,
    pix,
    boleto,
    refusedReason,
    paidAmount: isPaid ? input.amount : 0,
    paidAt: isPaid ? now : null,
    feeFixedAmount: fee.fixedAmount,
    feeSpreadPercentage: fee.spreadPercentage,
    feeEstimated: fee.estimatedFee,
    netAmount: fee.netAmount,
    paymentLinkId: paymentLinkId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const items = input.items.map((i) => ({ ...i, externalRef: i.externalRef ?? null, transactionId: row.id }));
  const splits = shares.map((s) => ({ ...s, transactionId: row.id }));
  const { entries: ledger, payables } = isPaid
    ? paymentLedgerEntries({
        companyId,
        transactionId: row.id,
        method: input.paymentMethod,
        paidAt: now,
        installments,
        pricing: company.pricing,
        shares,
      })
    : { entries: [], payables: [] };
  const body = toTransaction({
    ...row,
    customer,
    card: cardRow,
    items,
    splits,
    refunds: [],
    ledgerEntries: ledger,
  });
  const history = timeline.map((s, i) => ({
    transactionId: row.id,
    status: s,
    fromStatus: timeline[i - 1] ?? null,
    reason: s === "refused" ? refusedReason : null,
    createdAt: now,
  }));
  const event = {
    companyId,
    type: `transaction.${status}`,
    objectType: "transaction",
    objectId: row.id,
    data: body,
    createdAt: new Date(),
  };

  // the payer's refresh is its own statement variant: the common case (nothing changed) pays nothing for it
  const payerChange = refreshed ? { id: refreshed.row.id, updatedAt: now, ...refreshed.changed } : null;
  // the statement stores the answer of the request's Idempotency-Key with the payment, fenced by
  // its attempt: a key taken over by a retry meanwhile aborts the whole statement (division by zero)
  const [keyId, keyAttempt, answer] = answerParams(body);
  await runSql(
    insertTransactionSql({
      customer: existingCustomer ? null : customer,
      card: cardRow,
      transaction: row,
      items,
      splits,
      history,
      ledger,
      payables,
      event,
      keyId,
      keyAttempt,
      answer,
      payerChange,
    }),
  ).catch((error: { code?: string }) => {
    if (error?.code === "22012")
      throw new ApiError(
        "idempotency_conflict",
        "This request's Idempotency-Key was taken over by a retry while it ran; nothing was charged, retry to get the answer",
      );
    throw error;
  });
  return body;
}

// The known payer with the contact fields this request sent, or null when nothing changed (the
// common case: no write then). Fields the request leaves out (or an empty address) keep their
// stored value; `changed` names the columns to write, so a concurrent transaction of the same payer
// changing another field is not undone with the value read here.
function refreshCustomer(
  stored: CustomerRow,
  sent: ReturnType<typeof customerData>,
  now: Date,
): { row: CustomerRow; changed: Record<string, unknown> } | null {
  const changed: Record<string, unknown> = {};
  for (const key of CONTACT_FIELDS) {
    const value = sent[key];
    const isEmpty = value === undefined || (key === "address" && Object.keys(value as object).length === 0);
    if (!isEmpty && !sameJson(value, stored[key])) changed[key] = value;
  }
  return Object.keys(changed).length ? { row: { ...stored, ...changed, updatedAt: now }, changed } : null;
}

// Equal as JSON values, whatever the order of object keys (jsonb keeps its own order).
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (v: unknown): unknown =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, x]) => [k, sortKeys(x)]),
      )
    : v;

// Inserts the listed columns of JSON rows (one object, null, or an array of objects), passed as one
// JSON parameter. The column lists are typed by the Prisma model of each table, so a renamed or
// misspelled column fails to compile.
type Columns<Model> = readonly (keyof Model & string)[];
function insert<Model>(table: string, columns: Columns<Model>, rows: unknown, many = false): Sql<never> {
  const list = sql.join(
    columns.map((c) => sql.id(c)),
    ", ",
  );
  const json = JSON.stringify(rows);
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
  keyId: number | null;
  keyAttempt: number | null;
  answer: string | null;
  payerChange: Record<string, unknown> | null;
};

// One statement, so one commit: the new payer (or none), the card (or none), the transaction, its
// items, splits, timeline, ledger lines and event (outbox) with the public body; the request's
// Idempotency-Key (id, attempt, answer; null without one), whose answer is stored in the same
// commit — if the key was taken over by a retry (another attempt), the division by zero aborts
// the whole statement; with the payer's refresh, the known payer's id with only the contact
// fields that changed (each written only when present). Foreign keys are checked at the end of
// the statement, when every row is in. It returns one row when it committed.
const insertTransactionSql = (r: NewRows) => {
  const payer = r.payerChange
    ? sql`payer AS (UPDATE "Customer" c SET ${sql.join(
        CONTACT_FIELDS.map(
          (f) =>
            sql`${sql.id(f)} = CASE WHEN (p.j::jsonb -> ${f}::text) IS NOT NULL THEN u.${sql.id(f)} ELSE c.${sql.id(f)} END`,
        ),
        ", ",
      )}, "updatedAt" = u."updatedAt"
  FROM (SELECT ${JSON.stringify(r.payerChange)}::json AS j) p, json_populate_record(NULL::"Customer", p.j) u WHERE c."id" = u."id"),`
    : sql``;
  return sql<{ ok: number }>`
WITH customer AS (${insert("Customer", COLUMNS.customer, r.customer)}),
card AS (${insert("Card", COLUMNS.card, r.card)}),
tx AS (${insert("Transaction", COLUMNS.transaction, r.transaction)}),
items AS (${insert("TransactionItem", COLUMNS.items, r.items, true)}),
splits AS (${insert("Split", COLUMNS.splits, r.splits, true)}),
history AS (${insert("TransactionStatusChange", COLUMNS.history, r.history, true)}),
${payer}
idem AS (UPDATE "IdempotencyKey" SET "responseStatus" = 200, "responseBody" = ${r.answer}::text, "leaseExpiresAt" = NULL
  WHERE "id" = ${r.keyId}::int AND "attempt" = ${r.keyAttempt}::int AND "responseStatus" IS NULL RETURNING 1),
ledger AS (${insert("LedgerEntry", COLUMNS.ledger, r.ledger, true)}),
payables AS (${insert("Payable", COLUMNS.payables, r.payables, true)}),
event AS (${insert("Event", COLUMNS.event, r.event)})
SELECT 1 / (CASE WHEN ${r.keyId}::int IS NULL THEN 1 ELSE (SELECT count(*) FROM idem)::int END) AS ok`;
};
