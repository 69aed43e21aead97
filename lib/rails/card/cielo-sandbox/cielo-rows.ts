import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

import { GUID } from "../cielo/schemas";

// The built-in Cielo server's rows, and a payment as the API 3.0 writes it (the sale's answer, the
// query by PaymentId).

export type PaymentRow = {
  paymentId: string;
  merchantOrderId: string;
  status: number;
  amount: number;
  capturedAmount: number;
  voidedAmount: number;
  installments: number;
  returnCode: string;
  returnMessage: string;
  tid: string;
  proofOfSale: string;
  authorizationCode: string | null;
  brand: string;
  cardNumber: string;
  holder: string | null;
  expirationDate: string;
  cardToken: string | null;
  softDescriptor: string | null;
  customer: Record<string, unknown>;
  fault: string | null;
  receivedDate: string;
  receivedIso: string;
  capturedDate: string | null;
  voidedDate: string | null;
};

// dates as the manual writes them ("2022-09-28 08:49:22"), selected as text so both drivers agree
const PAYMENT_COLUMNS = sql.const(`"paymentId", "merchantOrderId", "status", "amount", "capturedAmount", "voidedAmount",
  "installments", "returnCode", "returnMessage", "tid", "proofOfSale", "authorizationCode", "brand", "cardNumber", "holder",
  "expirationDate", "cardToken", "softDescriptor", "customer", "fault",
  to_char("receivedDate", 'YYYY-MM-DD HH24:MI:SS') AS "receivedDate",
  to_char("receivedDate", 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "receivedIso",
  to_char("capturedDate", 'YYYY-MM-DD HH24:MI:SS') AS "capturedDate",
  to_char("voidedDate", 'YYYY-MM-DD HH24:MI:SS') AS "voidedDate"`);

export async function findPayment(paymentId: string): Promise<PaymentRow | undefined> {
  if (!GUID.test(paymentId)) return undefined;
  const [row] = await runSql(
    sql<PaymentRow>`SELECT ${PAYMENT_COLUMNS} FROM "SandboxCieloPayment" WHERE "paymentId" = ${paymentId.toLowerCase()}`,
  );
  return row;
}

export const paymentsOfOrder = (merchantOrderId: string) =>
  runSql(
    sql<PaymentRow>`SELECT ${PAYMENT_COLUMNS} FROM "SandboxCieloPayment" WHERE "merchantOrderId" = ${merchantOrderId} ORDER BY "receivedDate", "paymentId"`,
  );

export type NewPayment = Omit<
  PaymentRow,
  "receivedDate" | "receivedIso" | "capturedDate" | "voidedDate" | "voidedAmount"
>;

export async function insertPayment(p: NewPayment, now = new Date()): Promise<void> {
  await runSql(sql`INSERT INTO "SandboxCieloPayment" ("paymentId", "merchantOrderId", "status", "amount", "capturedAmount",
    "installments", "returnCode", "returnMessage", "tid", "proofOfSale", "authorizationCode", "brand", "cardNumber", "holder",
    "expirationDate", "cardToken", "softDescriptor", "customer", "fault", "receivedDate", "capturedDate")
    VALUES (${p.paymentId}, ${p.merchantOrderId}, ${p.status}, ${p.amount}, ${p.capturedAmount}, ${p.installments},
    ${p.returnCode}, ${p.returnMessage}, ${p.tid}, ${p.proofOfSale}, ${p.authorizationCode}, ${p.brand}, ${p.cardNumber},
    ${p.holder}, ${p.expirationDate}, ${p.cardToken}, ${p.softDescriptor}, ${JSON.stringify(p.customer)}::jsonb, ${p.fault},
    ${now}::timestamp, ${p.status === 2 ? now : null}::timestamp)`);
}

export type CardRow = {
  cardToken: string;
  brand: string;
  cardNumber: string;
  holder: string;
  expirationDate: string;
  testCard: string | null;
};

export async function findCard(cardToken: string): Promise<CardRow | undefined> {
  const [row] = await runSql(
    sql<CardRow>`SELECT "cardToken", "brand", "cardNumber", "holder", "expirationDate", "testCard" FROM "SandboxCieloCard"
      WHERE "cardToken" = ${cardToken.toLowerCase()}`,
  );
  return row;
}

export async function insertCard(c: CardRow & { customerName: string }): Promise<void> {
  await runSql(sql`INSERT INTO "SandboxCieloCard" ("cardToken", "customerName", "brand", "cardNumber", "holder", "expirationDate", "testCard", "createdAt")
    VALUES (${c.cardToken}, ${c.customerName}, ${c.brand}, ${c.cardNumber}, ${c.holder}, ${c.expirationDate}, ${c.testCard}, ${new Date()}::timestamp)`);
}

/** "455187******0183": the first six and last four digits, as Cielo echoes a card. */
export const masked = (number: string) =>
  `${number.slice(0, 6)}${"*".repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;

/** The payment's Links: self on the query host, capture while authorized, void while it can be. */
function links(p: PaymentRow, base: string) {
  const self = `${base}/1/sales/${p.paymentId}`;
  return [
    { Method: "GET", Rel: "self", Href: self },
    ...(p.status === 1 ? [{ Method: "PUT", Rel: "capture", Href: `${self}/capture` }] : []),
    ...(p.status === 1 || p.status === 2 ? [{ Method: "PUT", Rel: "void", Href: `${self}/void` }] : []),
  ];
}

/** A payment as the sale's answer and the query by PaymentId write it. */
export function saleJson(p: PaymentRow, base: string) {
  return {
    MerchantOrderId: p.merchantOrderId,
    Customer: p.customer,
    Payment: {
      ServiceTaxAmount: 0,
      Installments: p.installments,
      Interest: "ByMerchant",
      Capture: p.capturedAmount > 0,
      Authenticate: false,
      Recurrent: false,
      CreditCard: {
        CardNumber: p.cardNumber,
        ...(p.holder && { Holder: p.holder }),
        ExpirationDate: p.expirationDate,
        SaveCard: p.cardToken !== null,
        ...(p.cardToken && { CardToken: p.cardToken }),
        Brand: p.brand,
      },
      Tid: p.tid,
      ProofOfSale: p.proofOfSale,
      ...(p.authorizationCode && { AuthorizationCode: p.authorizationCode }),
      ...(p.softDescriptor && { SoftDescriptor: p.softDescriptor }),
      Provider: "Simulado",
      IsQrCode: false,
      PaymentId: p.paymentId,
      Type: "CreditCard",
      Amount: p.amount,
      ReceivedDate: p.receivedDate,
      ...(p.capturedDate && { CapturedAmount: p.capturedAmount, CapturedDate: p.capturedDate }),
      ...(p.voidedDate && { VoidedAmount: p.voidedAmount, VoidedDate: p.voidedDate }),
      Currency: "BRL",
      Country: "BRA",
      ExtraDataCollection: [],
      Status: p.status,
      ReturnCode: p.returnCode,
      ReturnMessage: p.returnMessage,
      Links: links(p, base),
    },
  };
}

/** The answer to a capture or a void: the payment's new state, without the order. */
export function updateJson(p: PaymentRow, base: string) {
  return {
    Status: p.status,
    ReasonCode: 0,
    ReasonMessage: "Successful",
    ProviderReturnCode: p.returnCode,
    ProviderReturnMessage: p.returnMessage,
    ReturnCode: p.returnCode,
    ReturnMessage: p.returnMessage,
    Tid: p.tid,
    ProofOfSale: p.proofOfSale,
    ...(p.authorizationCode && { AuthorizationCode: p.authorizationCode }),
    Links: links(p, base),
  };
}
