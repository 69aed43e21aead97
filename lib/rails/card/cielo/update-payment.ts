import "server-only";

import { type CardPayment, isRailError, RailError } from "../port";
import { toCardPayment, withUpdate } from "./card-payment";
import { type CieloClient, errorCodesOf, onceMore, paymentIdOf } from "./cielo-client";
import { VOID_DONE, VOID_RETRYABLE } from "./cielo-codes";
import { saleAnswerSchema, updateAnswerSchema } from "./schemas";

/** GET /1/sales/{PaymentId} on the query host: the payment, or null when Cielo has none (404). */
export async function queryPayment(client: CieloClient, paymentId: string): Promise<CardPayment | null> {
  const { data } = await onceMore(() =>
    client.call({
      method: "GET",
      path: `/1/sales/${paymentIdOf(paymentId)}`,
      accept: saleAnswerSchema,
      expect: [200, 404],
    }),
  );
  return data ? toCardPayment(data.Payment) : null;
}

async function update(
  client: CieloClient,
  what: "capture" | "void",
  { paymentId, amount }: { paymentId: string; amount?: number },
  isRetriable: boolean,
): Promise<CardPayment> {
  const path = `/1/sales/${paymentIdOf(paymentId)}/${what}`;
  if (amount !== undefined && (!Number.isInteger(amount) || amount < 1))
    throw new RailError(`${what} amount must be a positive number of cents: not sent`, { isRetryable: false });
  const put = () =>
    client.call({
      method: "PUT",
      path,
      ...(amount !== undefined && { query: { amount: String(amount) } }),
      accept: updateAnswerSchema,
      expect: [200, 201],
    });
  let answer;
  try {
    answer = (await (isRetriable ? onceMore(put) : put())).data!;
  } catch (e) {
    // 308 (not available to capture) / 309 (not available to void): an earlier attempt whose answer
    // was lost may have done it already; the payment's state says which
    const done = what === "capture" ? "308" : "309";
    if (!isRailError(e) || !errorCodesOf(e).includes(done)) throw e;
    const now = await queryPayment(client, paymentId);
    const isDone = what === "capture" ? now?.status === "paid" : now?.status === "voided";
    if (now && isDone) return now;
    throw e;
  }
  // a capture that did not confirm the payment, a void Cielo did not carry out: refused, in its words
  const code = answer.ReturnCode;
  const isRefused =
    what === "capture"
      ? answer.Status !== 2
      : answer.Status !== 10 && answer.Status !== 11 && !VOID_DONE.has(code ?? "");
  if (isRefused)
    throw new RailError(`${path}: Cielo refused it (${code ?? "no code"} ${answer.ReturnMessage ?? ""})`.trim(), {
      status: 200,
      isRetryable: what === "void" && VOID_RETRYABLE.has(code ?? ""),
      problem: { Status: answer.Status, ReturnCode: code, ReturnMessage: answer.ReturnMessage },
    });
  const queried = await queryPayment(client, paymentId);
  if (!queried) throw new RailError(`${path}: the payment is not found right after`, { isRetryable: true });
  const merged = withUpdate(queried, answer);
  // the query host may not show the capture yet
  if (what === "capture" && merged.status === "paid" && merged.capturedAmount === 0)
    merged.capturedAmount = amount ?? merged.amount;
  return merged;
}

/**
 * PUT /1/sales/{PaymentId}/capture[?amount=]: once per authorization (Cielo's rule), so a capture
 * retried after a lost answer is safe: the second gets 308, and a payment already paid is the answer.
 */
export const capture = (client: CieloClient, input: { paymentId: string; amount?: number }) =>
  update(client, "capture", input, true);

/**
 * PUT /1/sales/{PaymentId}/void[?amount=]: releases an authorization or returns a captured payment
 * (all, or `amount`). A full void is retried once (a second one gets 309 and the payment is already
 * voided); a partial one never is: two would return the amount twice.
 */
export const voidPayment = (client: CieloClient, input: { paymentId: string; amount?: number }) =>
  update(client, "void", input, input.amount === undefined);
