import "server-only";

import { randomInt, randomUUID } from "node:crypto";

import { cardBrand } from "@/lib/formats/card-brand";
import { isLuhnValid } from "@/lib/formats/luhn";
import { dayOf } from "@/lib/formats/time";
import { runSql, sql } from "@/lib/platform/sql";

import { brandOfCielo } from "../cielo/cielo-codes";
import { MERCHANT_ORDER_ID, saleRequestSchema, tokenizeRequestSchema } from "../cielo/schemas";
import type { CardRefusal } from "../port";
import { sandboxCardOutcome, testCard } from "../test-cards";
import { errors, json, readBody } from "./cielo-http";
import {
  findCard,
  findPayment,
  insertCard,
  insertPayment,
  masked,
  type PaymentRow,
  paymentsOfOrder,
  saleJson,
  updateJson,
} from "./cielo-rows";

export type CieloSandboxContext = {
  /** the path the handler is served under, e.g. /sandbox/cielo */
  basePath: string;
  credentials: { merchantId: string; merchantKey: string };
  /** how long the `timeout_once` card holds its answer at most (until the client leaves) */
  holdMs: number;
};

// The test-card table in Cielo's words: a denial's ReturnCode and message per refusal reason
// (docs/rails.md prints the table the connector reads them back with).
const DENIAL: Record<CardRefusal, [string, string]> = {
  card_declined: ["57", "Transacao nao permitida para o cartao"],
  insufficient_funds: ["51", "Saldo/limite insuficiente"],
  expired_card: ["54", "Cartao vencido"],
  invalid_cvv: ["N7", "Codigo de seguranca invalido"],
  suspected_fraud: ["59", "Suspeita de fraude"],
  do_not_honor: ["05", "Nao autorizada"],
  processing_error: ["96", "Falha no processamento"],
};
const UNKNOWN_CODE: [string, string] = ["Q7", "Transacao recusada (codigo fora das tabelas)"];
// a void refused for timing (a cancellation still in progress): the connector may ask again
const VOID_NOT_NOW: [string, string] = ["476", "Cancelamento em andamento, tente mais tarde"];

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");
const MAX_AMOUNT = 2_147_483_647;

/** Until the client gives up (its timeout) or `ms` pass: the answer of a sale that "timed out". */
function held(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

// POST /1/sales/: a credit card sale, decided by the test-card table.
export async function postSale(ctx: CieloSandboxContext, req: Request, base: string): Promise<Response> {
  const body = await readBody(req, saleRequestSchema);
  if (body instanceof Response) return body;
  const { Payment: payment } = body;
  if (payment.Amount > MAX_AMOUNT) return errors(400, [0, "Internal error (Data exceeds field length)"]);
  const card = payment.CreditCard;
  let number: string;
  let holder: string | null;
  let expirationDate: string;
  let cardToken: string | null = null;
  if ("CardToken" in card) {
    const onFile = await findCard(card.CardToken);
    if (!onFile) return errors(400, [130, "Could not get Credit Card"]);
    // a card on file decides as its test card would; any other card as an approved one would
    number = onFile.testCard ?? "4111111111111111";
    holder = onFile.holder;
    expirationDate = onFile.expirationDate;
    cardToken = onFile.cardToken;
  } else {
    if (!isLuhnValid(card.CardNumber)) return errors(400, [213, "Credit Card Number is invalid"]);
    number = card.CardNumber;
    holder = card.Holder;
    expirationDate = card.ExpirationDate;
  }
  const known = testCard(number);
  const fault = known?.fault ?? null;
  // 500 before anything is authorized, on an order's first sale
  if (fault === "error_once" && (await isFirst(body.MerchantOrderId, fault))) return errors(500, [0, "Internal error"]);

  const [month, year] = expirationDate.split("/").map(Number);
  const outcome = sandboxCardOutcome({
    number,
    expirationMonth: month,
    expirationYear: year,
    cvv: card.SecurityCode ?? "",
  });
  const approved = outcome.result === "approved";
  const [returnCode, returnMessage] = approved
    ? [payment.Capture ? "6" : "4", "Operation Successful"]
    : fault === "unknown_code"
      ? UNKNOWN_CODE
      : DENIAL[outcome.result === "declined" ? outcome.reason : "processing_error"];
  // a card kept on file only when the sale is authorized
  if (approved && !cardToken && "CardNumber" in card && card.SaveCard) {
    cardToken = randomUUID();
    await insertCard({
      cardToken,
      customerName: body.Customer.Name,
      brand: card.Brand,
      cardNumber: masked(card.CardNumber),
      holder: card.Holder,
      expirationDate: card.ExpirationDate,
      testCard: known ? known.number : null,
    });
  }
  const paymentId = randomUUID();
  await insertPayment({
    paymentId,
    merchantOrderId: body.MerchantOrderId,
    status: approved ? (payment.Capture ? 2 : 1) : 3,
    amount: payment.Amount,
    capturedAmount: approved && payment.Capture ? payment.Amount : 0,
    installments: payment.Installments,
    returnCode,
    returnMessage,
    tid: `${dayOf(new Date()).replace(/-/g, "")}${digits(12)}`,
    proofOfSale: digits(6),
    authorizationCode: approved ? digits(6) : null,
    brand: card.Brand,
    cardNumber: masked(number),
    holder,
    expirationDate,
    cardToken,
    softDescriptor: payment.SoftDescriptor ?? null,
    customer: body.Customer,
    fault,
  });
  const row = (await findPayment(paymentId))!;
  // authorized, then the answer is lost: the client's timeout passes first (find sees the sale)
  if (fault === "timeout_once" && (await isFirst(body.MerchantOrderId, fault))) await held(req.signal, ctx.holdMs);
  return json(201, saleJson(row, base));
}

const isFirst = async (merchantOrderId: string, fault: string) => {
  const rows = await runSql(sql<{
    n: number;
  }>`INSERT INTO "SandboxCieloOrderFault" ("merchantOrderId", "fault", "createdAt")
    VALUES (${merchantOrderId}, ${fault}, ${new Date()}::timestamp) ON CONFLICT DO NOTHING RETURNING 1 AS "n"`);
  return rows.length === 1;
};

/** ?amount= in cents: absent, or a positive whole number (else Cielo's error). */
function amountOf(url: URL): number | undefined | Response {
  const raw = url.searchParams.get("amount");
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,14}$/.test(raw)) return errors(400, [108, "Amount must be greater or equal to zero"]);
  return Number(raw);
}

const notFound = () => errors(404, [307, "Transaction not found"]);

// PUT /1/sales/{PaymentId}/capture[?amount=]: once, at most the authorized amount; the rest is released.
export async function putCapture(url: URL, paymentId: string, base: string): Promise<Response> {
  const amount = amountOf(url);
  if (amount instanceof Response) return amount;
  const p = await findPayment(paymentId);
  if (!p) return notFound();
  const capture = amount ?? p.amount;
  if (p.status !== 1 || p.fault === "capture_fails" || capture > p.amount)
    return errors(400, [308, "Transaction not available to capture"]);
  const [row] = await runSql(sql<{ paymentId: string }>`UPDATE "SandboxCieloPayment"
    SET "status" = 2, "capturedAmount" = ${capture}, "capturedDate" = ${new Date()}::timestamp, "returnCode" = '6',
      "returnMessage" = 'Operation Successful'
    WHERE "paymentId" = ${p.paymentId} AND "status" = 1 RETURNING "paymentId"`);
  if (!row) return errors(400, [308, "Transaction not available to capture"]);
  return json(200, updateJson((await findPayment(p.paymentId))!, base));
}

// PUT /1/sales/{PaymentId}/void[?amount=]: an authorization is voided whole (Status 10); a captured
// payment is returned in parts, VoidedAmount adding up, until all of it is (10 the same day, 11 after).
export async function putVoid(url: URL, paymentId: string, base: string): Promise<Response> {
  const amount = amountOf(url);
  if (amount instanceof Response) return amount;
  const p = await findPayment(paymentId);
  if (!p) return notFound();
  // the void_later_once card: the first void of its order is refused "not now" and changes nothing
  if (
    p.fault === "void_later_once" &&
    (p.status === 1 || p.status === 2) &&
    (await isFirst(p.merchantOrderId, "void_later_once"))
  )
    return json(200, refusedVoid(p, base, VOID_NOT_NOW));
  const now = new Date();
  let updated: { paymentId: string }[] = [];
  if (p.status === 1 && (amount === undefined || amount === p.amount)) {
    updated = await runSql(sql<{ paymentId: string }>`UPDATE "SandboxCieloPayment"
      SET "status" = 10, "voidedAmount" = "amount", "voidedDate" = ${now}::timestamp, "returnCode" = '9',
        "returnMessage" = 'Operation Successful'
      WHERE "paymentId" = ${p.paymentId} AND "status" = 1 RETURNING "paymentId"`);
  } else if (p.status === 2) {
    const part = amount ?? p.capturedAmount - p.voidedAmount;
    const wholeStatus = dayOf(new Date(`${p.receivedIso}Z`)) === dayOf(now) ? 10 : 11;
    // one statement: concurrent partial voids add up, and never past what was captured
    updated = await runSql(sql<{ paymentId: string }>`UPDATE "SandboxCieloPayment"
      SET "voidedAmount" = "voidedAmount" + ${part}, "voidedDate" = ${now}::timestamp,
        "status" = CASE WHEN "voidedAmount" + ${part} = "capturedAmount" THEN ${wholeStatus} ELSE 2 END,
        "returnCode" = CASE WHEN "voidedAmount" + ${part} = "capturedAmount" THEN '9' ELSE '0' END,
        "returnMessage" = 'Operation Successful'
      WHERE "paymentId" = ${p.paymentId} AND "status" = 2 AND "voidedAmount" + ${part} <= "capturedAmount"
      RETURNING "paymentId"`);
    const now2 = updated.length ? undefined : await findPayment(p.paymentId);
    // above what is left of the sale: refused in the answer (cancellation ReturnCode 51), nothing changes
    if (now2?.status === 2)
      return json(200, refusedVoid(now2, base, ["51", "Valor do cancelamento acima do valor da venda"]));
  }
  if (!updated.length) return errors(400, [309, "Transaction not available to void"]);
  return json(200, updateJson((await findPayment(p.paymentId))!, base));
}

/** A void Cielo refuses in its answer: the payment as it was, with the cancellation's ReturnCode. */
const refusedVoid = (p: PaymentRow, base: string, [code, message]: [string, string]) => ({
  ...updateJson(p, base),
  ReturnCode: code,
  ReturnMessage: message,
  ProviderReturnCode: code,
  ProviderReturnMessage: message,
});

// GET /1/sales/{PaymentId}
export async function getSale(paymentId: string, base: string): Promise<Response> {
  const p = await findPayment(paymentId);
  return p ? json(200, saleJson(p, base)) : notFound();
}

// GET /1/sales?merchantOrderId=: the order's payments, as the manual writes them (`Payment`, `ReceveidDate`).
export async function getSalesOfOrder(url: URL): Promise<Response> {
  const orderId = url.searchParams.get("merchantOrderId") ?? "";
  if (!MERCHANT_ORDER_ID.test(orderId)) return errors(400, [107, "OrderId is invalid or does not exists"]);
  const rows: PaymentRow[] = await paymentsOfOrder(orderId);
  if (!rows.length) return errors(404, [303, "Sent OrderId does not exist"]);
  return json(200, { Payment: rows.map((p) => ({ PaymentId: p.paymentId, ReceveidDate: p.receivedIso })) });
}

// POST /1/card/: a card kept on file; its token from then on.
export async function postCard(req: Request, base: string): Promise<Response> {
  const body = await readBody(req, tokenizeRequestSchema);
  if (body instanceof Response) return body;
  if (!isLuhnValid(body.CardNumber)) return errors(400, [213, "Credit Card Number is invalid"]);
  if (brandOfCielo(body.Brand) !== cardBrand(body.CardNumber))
    return errors(400, [185, "Brand is not supported by selected provider"]);
  const cardToken = randomUUID();
  const known = testCard(body.CardNumber);
  await insertCard({
    cardToken,
    customerName: body.CustomerName,
    brand: body.Brand,
    cardNumber: masked(body.CardNumber),
    holder: body.Holder,
    expirationDate: body.ExpirationDate,
    testCard: known ? known.number : null,
  });
  return json(201, {
    CardToken: cardToken,
    Links: { Method: "GET", Rel: "self", Href: `${base}/1/card/${cardToken}` },
  });
}
