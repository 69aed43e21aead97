import "server-only";

import { prisma } from "@/lib/platform/db";
import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import { cardRail } from "@/lib/rails";
import { type CardPayment, isRailError } from "@/lib/rails/card/port";

import { lockTransactionIn, saveTransition } from "./lock-transaction";

/** A sale younger than this may still be in flight (its request waiting on the acquirer): left alone. */
export const CARD_ATTEMPT_GRACE_MS = 5 * 60_000;

type Attempt = { orderId: string; companyId: number; transactionId: number; status: string | null };

/**
 * Card sales whose request never finished (docs/money.md, Card sales the acquirer did not answer):
 * the process was killed while the acquirer was asked, or the acquirer did not answer and the
 * request was a 503 with its transaction `processing`. Nobody was told the sale succeeded, so the
 * acquirer is asked for the order id: a sale it authorized is released (voided) and the transaction,
 * if any, refused (`processing_error`); no sale, the transaction is refused; an acquirer that still
 * does not answer is asked again next time. A sale whose transaction finished normally is just
 * forgotten. Safe on several instances: each round claims its rows (SKIP LOCKED).
 */
export async function settleCardAttempts({
  now = new Date(),
  limit = 50,
  companyId,
}: {
  now?: Date;
  limit?: number;
  /** one company's attempts only (tests that share a database with other companies' sales in flight) */
  companyId?: number;
} = {}): Promise<number> {
  const before = new Date(now.getTime() - CARD_ATTEMPT_GRACE_MS);
  // claim: mark the rows this round looks at, so another instance's round skips them for a while
  const attempts = await runSql(sql<Attempt>`
    WITH claimed AS (
      SELECT "orderId" FROM "CardAttempt"
       WHERE "createdAt" < ${before} AND ("checkedAt" IS NULL OR "checkedAt" < ${before})
         AND (${companyId ?? null}::int IS NULL OR "companyId" = ${companyId ?? null}::int)
       ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    UPDATE "CardAttempt" a SET "checkedAt" = ${now} FROM claimed WHERE a."orderId" = claimed."orderId"
    RETURNING a."orderId", a."companyId", a."transactionId",
      (SELECT t."status" FROM "Transaction" t WHERE t."id" = a."transactionId") AS "status"`);
  let settled = 0;
  for (const attempt of attempts) if (await settle(attempt)) settled++;
  return settled;
}

async function settle(attempt: Attempt): Promise<boolean> {
  const forget = () => runSql(sql`DELETE FROM "CardAttempt" WHERE "orderId" = ${attempt.orderId}`);
  // the request finished: its answer is the transaction's
  if (attempt.status !== null && attempt.status !== "processing") return (await forget(), true);
  try {
    let payment = await cardRail().find({ orderId: attempt.orderId });
    if (payment?.status === "pending") return false;
    if (payment && (payment.status === "authorized" || payment.status === "paid")) {
      const paymentId = payment.acquirerPaymentId;
      if (!paymentId) return false;
      payment = await cardRail().void({ paymentId });
      logWarn("card", `released the acquirer's sale of order ${attempt.orderId}: its request never finished`, {
        transactionId: attempt.transactionId,
      });
    }
    if (attempt.status === "processing") await refuse(attempt, payment);
    await forget();
    return true;
  } catch (error) {
    if (!isRailError(error)) throw error;
    logWarn("card", `the acquirer could not be asked for order ${attempt.orderId}; asking again later`, {
      transactionId: attempt.transactionId,
      problem: error.message,
    });
    return false;
  }
}

async function refuse(attempt: Attempt, payment: CardPayment | null) {
  await prisma.$transaction(async (tx) => {
    const t = await lockTransactionIn(
      tx,
      { companyId: attempt.companyId, transactionId: attempt.transactionId, recipients: false },
      ["processing"],
      (status) => `A ${status} transaction is not waiting on its acquirer`,
    );
    await saveTransition(tx, t, {
      status: "refused",
      reason: "processing_error",
      data: {
        refusedReason: "processing_error",
        ...(payment && {
          acquirerPaymentId: payment.acquirerPaymentId,
          acquirerResponseCode: payment.acquirerResponseCode,
          acquirerResponseMessage: payment.acquirerResponseMessage,
          tid: payment.tid,
          nsu: payment.nsu,
          authorizationCode: payment.authorizationCode,
        }),
      },
    });
  });
}
