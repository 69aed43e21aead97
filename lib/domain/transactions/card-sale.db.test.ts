import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { prisma } from "@/lib/platform/db";
import { idempotencyScope } from "@/lib/platform/idempotency-scope";
import { runSql, sql } from "@/lib/platform/sql";
import { sandboxCardRail, useCardRail } from "@/lib/rails";
import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox, type ServedCielo } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import type { CardRail } from "@/lib/rails/card/port";
import { makeCompany, txInput } from "@/lib/test/factories";

import { cardOrderId } from "./authorize-card";
import { createTransaction } from "./create-transaction";
import { refundTransaction } from "./refund-transaction";
import { retryCardRefunds } from "./send-card-refund";
import { CARD_ATTEMPT_GRACE_MS, settleCardAttempts } from "./settle-card-attempts";

// A card sale over real HTTP to the built-in Cielo server through the Cielo connector, on every
// branch where the acquirer does not simply answer: no card is charged twice, none is lost, and a
// sale nobody was told about is released (docs/money.md, Card sales the acquirer did not answer).

const TIMES_OUT_ONCE = "4000000000000317"; // authorizes, then the answer to an order's first sale never comes
const FAILS_ONCE = "4000000000000507"; // 500 to an order's first sale, authorizing nothing
const UNKNOWN_CODE = "4000000000000994";
const VOID_LATER_ONCE = "4000000000000762"; // its first void is refused "not now" (ReturnCode 476)

let served: ServedCielo;
let rail: CardRail & { close(): void };
let queriesFail = false; // the acquirer's query host down: every GET answers 503
let voidsFail = false; // the acquirer's voids answer 503
let voidsSent = 0; // every void that reached the acquirer

beforeAll(async () => {
  served = await serveCieloSandbox({
    handler: createCieloSandbox(),
    intercept: (req, next) => {
      const isVoid = req.method === "PUT" && req.url.includes("/void");
      if ((queriesFail && req.method === "GET") || (voidsFail && isVoid))
        return Promise.resolve(Response.json([{ Code: 0, Message: "down" }], { status: 503 }));
      if (isVoid) voidsSent++;
      return next(req);
    },
  });
  // the client leaves a held answer after this long; the server lets go when it does (no sleep)
  rail = sandboxCardRail(served.origin, { timeoutMs: 1500 });
  useCardRail(rail);
});

afterAll(async () => {
  rail.close();
  await served.close();
});

const card = (number: string) => ({
  number,
  holderName: "FULANO DE TAL",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
});

async function sale(companyId: number, number: string) {
  return createTransaction({ companyId, input: txInput("credit_card", { card: card(number) }) });
}

/** Every sale the acquirer holds for a transaction's order id. */
async function acquirerSales(orderId: string) {
  const found = await rail.find({ orderId });
  return found;
}

const ledgerOf = (transactionId: number) => prisma.ledgerEntry.count({ where: { transactionId } });
const attemptOf = (transactionId: number) => prisma.cardAttempt.findFirst({ where: { transactionId } });
const later = () => new Date(Date.now() + CARD_ATTEMPT_GRACE_MS + 60_000);
// the sweeps below look at the test's own company only: other files share the database, with sales
// of their own in flight and attempts left for a sweep

describe("a card sale the acquirer does not simply answer (real HTTP, real database)", () => {
  it("an approved sale keeps what the acquirer said: acquirer, raw return code and message, TID, NSU, authorization code", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, "4111111111111111");
    expect(t).toMatchObject({ status: "paid", acquirerName: "cielo", refusedReason: null });
    expect(t.acquirerResponseCode).toMatch(/^\w+$/);
    expect(t.acquirerResponseMessage).toBeTruthy();
    expect(t.tid).toMatch(/^\w+$/);
    expect(t.nsu).toMatch(/^\d+$/);
    expect(t.authorizationCode).toMatch(/^\w+$/);
    const stored = await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } });
    expect(stored).toMatchObject({ tid: t.tid, nsu: t.nsu, authorizationCode: t.authorizationCode });
    // the sweep forgets a sale whose request finished, and leaves the payment alone
    expect(await attemptOf(t.id)).not.toBeNull();
    await settleCardAttempts({ now: later(), companyId: company.id });
    expect(await attemptOf(t.id)).toBeNull();
    expect((await acquirerSales(cardOrderId(t.id)))?.status).toBe("paid");
  });

  it("a card that cannot be sent (an unknown card hash, a failed Luhn check) leaves no sale written down", async () => {
    const { company } = await makeCompany();
    await expect(
      createTransaction({
        companyId: company.id,
        input: txInput("credit_card", { card: { hash: `ch_${"A".repeat(43)}` } }),
      }),
    ).rejects.toMatchObject({ code: "invalid_card_hash" });
    await expect(sale(company.id, "4111111111111112")).rejects.toMatchObject({ code: "invalid_card" });
    expect(await prisma.cardAttempt.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("a return code no table knows is a refusal that keeps the raw code, never a 500", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, UNKNOWN_CODE);
    expect(t).toMatchObject({ status: "refused", acquirerName: "cielo", acquirerResponseCode: "Q7" });
    expect(t.refusedReason).toBeTruthy();
    expect(await ledgerOf(t.id)).toBe(0);
  });

  it("a sale whose answer times out is asked for by its order id: the authorization that exists is used, once", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, TIMES_OUT_ONCE);
    expect(t).toMatchObject({ status: "paid", acquirerName: "cielo" });
    expect(t.tid).toBeTruthy();
    expect(await ledgerOf(t.id)).toBeGreaterThan(0);
    const held = await acquirerSales(cardOrderId(t.id));
    expect(held).toMatchObject({ status: "paid", capturedAmount: t.amount, tid: t.tid });
  });

  it("a sale answered 500 is refused only because the acquirer has no sale for its order id", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, FAILS_ONCE);
    expect(t).toMatchObject({ status: "refused", refusedReason: "processing_error" });
    expect(await acquirerSales(cardOrderId(t.id))).toBeNull();
    expect(await ledgerOf(t.id)).toBe(0);
  });

  it("when the acquirer can be asked neither for the sale nor about it: 503, processing, and the sweep releases what it authorized", async () => {
    const { company } = await makeCompany();
    queriesFail = true;
    let error: unknown;
    try {
      await sale(company.id, TIMES_OUT_ONCE);
    } catch (e) {
      error = e;
    } finally {
      queriesFail = false;
    }
    expect(error).toMatchObject({ code: "rail_unavailable", status: 503, details: { rail: "card" } });
    const transactionId = (error as { details: { transactionId: number } }).details.transactionId;
    const stored = await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    expect(stored).toMatchObject({ status: "processing", paidAmount: 0, companyId: company.id });
    expect(await ledgerOf(transactionId)).toBe(0);
    // the acquirer did authorize it: nobody was told, so the sweep voids it and refuses the transaction
    const orderId = cardOrderId(transactionId);
    expect((await acquirerSales(orderId))?.status).toBe("paid");
    // too young: a request may still be waiting on it
    await settleCardAttempts({ now: new Date(), companyId: company.id });
    expect((await acquirerSales(orderId))?.status).toBe("paid");
    await settleCardAttempts({ now: later(), companyId: company.id });
    expect((await acquirerSales(orderId))?.status).toBe("voided");
    const settled = await prisma.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      include: { statusHistory: { orderBy: { id: "asc" } } },
    });
    expect(settled).toMatchObject({ status: "refused", refusedReason: "processing_error", paidAmount: 0 });
    expect(settled.statusHistory.map((h) => h.status)).toEqual(["processing", "refused"]);
    expect(await ledgerOf(transactionId)).toBe(0);
    expect(await attemptOf(transactionId)).toBeNull();
  });

  it("a retry of a request whose first attempt died after the acquirer charged uses that sale: one charge", async () => {
    const { company } = await makeCompany();
    const key = await prisma.idempotencyKey.create({
      data: {
        companyId: company.id,
        key: `retry-${Math.random()}`,
        method: "POST",
        path: "/v1/transactions",
        requestHash: "h",
        attempt: 2,
        leaseExpiresAt: new Date(Date.now() + 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    // the first attempt's sale reached the acquirer, then its process was killed before the commit
    const orderId = `colmeiaK${key.id}`;
    const first = await rail.authorize({
      orderId,
      source: { kind: "data", card: card("4111111111111111") },
      amount: 10000,
      installments: 1,
      capture: true,
      customer: { name: "Fulano de Tal" },
    });
    expect(first).toMatchObject({ status: "paid" });
    const t = await idempotencyScope.run({ id: key.id, attempt: 2 }, () => sale(company.id, "4111111111111111"));
    expect(t).toMatchObject({ status: "paid", tid: (first as { tid: string }).tid });
    const answers = await runSql(
      sql<{ count: number }>`SELECT count(*)::int AS "count" FROM "CardAttempt" WHERE "orderId" = ${orderId}`,
    );
    expect(answers[0].count).toBe(1);
    // the sweep does not release the sale the retry used
    await settleCardAttempts({ now: later(), companyId: company.id });
    expect((await acquirerSales(orderId))?.status).toBe("paid");
  });

  it("a sale whose process died before its transaction was stored is released by the sweep", async () => {
    const { company } = await makeCompany();
    const orderId = "colmeiaT999999901";
    await runSql(sql`INSERT INTO "CardAttempt" ("orderId", "companyId", "transactionId", "amount")
      VALUES (${orderId}, ${company.id}, 999999901, 10000)`);
    await rail.authorize({
      orderId,
      source: { kind: "data", card: card("4111111111111111") },
      amount: 10000,
      installments: 1,
      capture: true,
      customer: { name: "Fulano de Tal" },
    });
    await settleCardAttempts({ now: later(), companyId: company.id });
    expect((await acquirerSales(orderId))?.status).toBe("voided");
    expect(await prisma.cardAttempt.findUnique({ where: { orderId } })).toBeNull();
  });
});

describe("a card payment answered 503 and retried with its Idempotency-Key (real HTTP, real database)", () => {
  /** A claimed key, as withIdempotency leaves it for attempt `attempt` of a request. */
  async function claimedKey(companyId: number) {
    return prisma.idempotencyKey.create({
      data: {
        companyId,
        key: `unanswered-${Math.random()}`,
        method: "POST",
        path: "/v1/transactions",
        requestHash: "h",
        leaseExpiresAt: new Date(Date.now() + 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
  }
  /** The sale under a key's attempt, with the acquirer's query host down: the 503's transaction id. */
  async function unansweredSale(companyId: number, keyId: number, number: string, capture = true) {
    queriesFail = true;
    try {
      await idempotencyScope.run({ id: keyId, attempt: 1 }, () =>
        createTransaction({ companyId, input: txInput("credit_card", { card: card(number), capture }) }),
      );
    } catch (error) {
      expect(error).toMatchObject({ code: "rail_unavailable", status: 503 });
      return (error as { details: { transactionId: number } }).details.transactionId;
    } finally {
      queriesFail = false;
    }
    throw new Error("the sale was answered");
  }
  const paymentsOf = (companyId: number) => prisma.transaction.count({ where: { companyId } });
  /** The request retried with its key: withIdempotency takes the key over as attempt 2. */
  const retry = async (companyId: number, keyId: number, number: string) => {
    await prisma.idempotencyKey.update({ where: { id: keyId }, data: { attempt: 2 } });
    return idempotencyScope.run({ id: keyId, attempt: 2 }, () => sale(companyId, number));
  };

  it("the retry is answered the sale the acquirer made for the first attempt: the same transaction, paid once", async () => {
    const { company } = await makeCompany();
    const key = await claimedKey(company.id);
    const transactionId = await unansweredSale(company.id, key.id, TIMES_OUT_ONCE);
    const orderId = `colmeiaK${key.id}`;
    expect((await acquirerSales(orderId))?.status).toBe("paid");

    const retried = await retry(company.id, key.id, TIMES_OUT_ONCE);
    expect(retried).toMatchObject({ id: transactionId, status: "paid", paidAmount: 10000, acquirerName: "cielo" });
    expect(retried.tid).toBe((await acquirerSales(orderId))?.tid);
    expect(await paymentsOf(company.id)).toBe(1);
    expect(await ledgerOf(transactionId)).toBeGreaterThan(0);
    expect(await prisma.payable.count({ where: { transactionId } })).toBeGreaterThan(0);
    // the retry's answer is stored for the key: a third attempt replays it
    const stored = await prisma.idempotencyKey.findUniqueOrThrow({ where: { id: key.id } });
    expect(JSON.parse(stored.responseBody!)).toMatchObject({ id: transactionId, status: "paid" });
    // nothing left for the sweep, and the sale is not released
    expect(await attemptOf(transactionId)).toBeNull();
    await settleCardAttempts({ now: later(), companyId: company.id });
    expect((await acquirerSales(orderId))?.status).toBe("paid");
    const events = await prisma.event.findMany({ where: { objectId: transactionId, type: "transaction.paid" } });
    expect(events).toHaveLength(1);
  });

  it("never retried: the sweep settles it as the acquirer holds it, paid with its ledger or authorized", async () => {
    const { company } = await makeCompany();
    const paidKey = await claimedKey(company.id);
    const paidId = await unansweredSale(company.id, paidKey.id, TIMES_OUT_ONCE);
    const heldKey = await claimedKey(company.id);
    const heldId = await unansweredSale(company.id, heldKey.id, TIMES_OUT_ONCE, false);
    await settleCardAttempts({ now: later(), companyId: company.id });

    const paid = await prisma.transaction.findUniqueOrThrow({
      where: { id: paidId },
      include: { statusHistory: { orderBy: { id: "asc" } } },
    });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000, authorizedAmount: 10000 });
    expect(paid.statusHistory.map((h) => h.status)).toEqual(["processing", "paid"]);
    expect(await ledgerOf(paidId)).toBeGreaterThan(0);
    expect((await acquirerSales(`colmeiaK${paidKey.id}`))?.status).toBe("paid");

    const held = await prisma.transaction.findUniqueOrThrow({ where: { id: heldId } });
    expect(held).toMatchObject({ status: "authorized", paidAmount: 0, authorizedAmount: 10000 });
    expect(held.acquirerPaymentId).toBeTruthy();
    expect(await ledgerOf(heldId)).toBe(0);
    expect((await acquirerSales(`colmeiaK${heldKey.id}`))?.status).toBe("authorized");
    expect(await prisma.event.count({ where: { objectId: paidId, type: "transaction.paid" } })).toBe(1);
    expect(await prisma.event.count({ where: { objectId: heldId, type: "transaction.authorized" } })).toBe(1);
  });

  it("the acquirer has no sale for the first attempt: that transaction is refused and the retry makes the sale", async () => {
    const { company } = await makeCompany();
    const key = await claimedKey(company.id);
    const firstId = await unansweredSale(company.id, key.id, FAILS_ONCE);
    expect(await acquirerSales(`colmeiaK${key.id}`)).toBeNull();

    const retried = await retry(company.id, key.id, FAILS_ONCE);
    expect(retried.id).not.toBe(firstId);
    expect(retried).toMatchObject({ status: "paid" });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: firstId } })).toMatchObject({
      status: "refused",
      refusedReason: "processing_error",
    });
    expect(await ledgerOf(firstId)).toBe(0);
    expect((await acquirerSales(`colmeiaK${key.id}`))?.status).toBe("paid");
  });

  it("the acquirer still cannot be asked: the retry is a 503 again and the transaction stays processing", async () => {
    const { company } = await makeCompany();
    const key = await claimedKey(company.id);
    const transactionId = await unansweredSale(company.id, key.id, TIMES_OUT_ONCE);
    queriesFail = true;
    try {
      await expect(retry(company.id, key.id, TIMES_OUT_ONCE)).rejects.toMatchObject({
        code: "rail_unavailable",
        details: { transactionId },
      });
    } finally {
      queriesFail = false;
    }
    expect(await paymentsOf(company.id)).toBe(1);
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("processing");
  });
});

describe("a card refund is a void at the acquirer (real HTTP, real database)", () => {
  const paymentOf = async (transactionId: number) => {
    const { acquirerPaymentId } = await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } });
    return rail.payment({ paymentId: acquirerPaymentId! });
  };
  const refundsOf = (transactionId: number) =>
    prisma.refund.findMany({ where: { transactionId }, orderBy: { id: "asc" } });

  it("a partial then a full refund return exactly those amounts at the acquirer", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, "4111111111111111");
    await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 2500 });
    expect(await paymentOf(t.id)).toMatchObject({ status: "paid", voidedAmount: 2500 });
    const { transaction } = await refundTransaction({ companyId: company.id, transactionId: t.id });
    expect(transaction).toMatchObject({ status: "refunded", refundedAmount: 10000 });
    expect(await paymentOf(t.id)).toMatchObject({ status: "voided", voidedAmount: 10000 });
    expect((await refundsOf(t.id)).map((r) => r.status)).toEqual(["refunded", "refunded"]);
  });

  it("an acquirer that does not answer leaves the refund pending; the sweep voids it once, later", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, "4111111111111111");
    voidsFail = true;
    try {
      const { transaction } = await refundTransaction({ companyId: company.id, transactionId: t.id });
      expect(transaction).toMatchObject({ status: "pending_refund", refundedAmount: 10000 });
    } finally {
      voidsFail = false;
    }
    expect(await paymentOf(t.id)).toMatchObject({ status: "paid", voidedAmount: 0 });
    await retryCardRefunds(); // too young: its request may still be on its way
    expect(await paymentOf(t.id)).toMatchObject({ voidedAmount: 0 });
    await retryCardRefunds({ now: later() });
    expect(await paymentOf(t.id)).toMatchObject({ status: "voided", voidedAmount: 10000 });
    expect((await refundsOf(t.id)).map((r) => r.status)).toEqual(["refunded"]);
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ status: "refunded" });
  });

  it('a void the acquirer refuses "not now" leaves the full refund pending_refund; the sweep returns it later, once', async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await sale(company.id, VOID_LATER_ONCE);
    expect(t).toMatchObject({ status: "paid", paidAmount: 10000 });
    const sent = voidsSent;
    const { transaction } = await refundTransaction({ companyId: company.id, transactionId: t.id });
    // the acquirer answered: a "not now" is not an error for the payer, nor a failed refund
    expect(transaction).toMatchObject({ status: "pending_refund", refundedAmount: 10000 });
    expect(voidsSent - sent).toBe(1);
    expect(await paymentOf(t.id)).toMatchObject({ status: "paid", voidedAmount: 0 });
    expect((await refundsOf(t.id)).map((r) => r.status)).toEqual(["pending"]);
    // the ledger holds the refunded money while the acquirer has not returned it
    const held = await balanceOf(prisma, ownRecipientId);

    await retryCardRefunds({ now: later() });
    expect(voidsSent - sent).toBe(2);
    expect(await paymentOf(t.id)).toMatchObject({ status: "voided", voidedAmount: 10000 });
    expect((await refundsOf(t.id)).map((r) => ({ status: r.status, amount: r.amount }))).toEqual([
      { status: "refunded", amount: 10000 },
    ]);
    const settled = await prisma.transaction.findUniqueOrThrow({
      where: { id: t.id },
      include: { statusHistory: { orderBy: { id: "asc" } } },
    });
    expect(settled).toMatchObject({ status: "refunded", refundedAmount: 10000, paidAmount: 10000 });
    expect(settled.statusHistory.map((h) => h.status).slice(-3)).toEqual(["paid", "pending_refund", "refunded"]);
    // settling moved no money: it was taken once, when the refund was asked for
    expect(await balanceOf(prisma, ownRecipientId)).toEqual(held);
    await expect(checkLedgerConsistency({ companyId: company.id })).resolves.toEqual([]);
    // nothing is left to send again
    await retryCardRefunds({ now: later() });
    expect(voidsSent - sent).toBe(2);
    expect(await paymentOf(t.id)).toMatchObject({ voidedAmount: 10000 });
  });

  it("a void whose answer was lost is found done at the acquirer and settled, never sent twice", async () => {
    const { company } = await makeCompany();
    const t = await sale(company.id, "4111111111111111");
    voidsFail = true;
    try {
      await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 4000 });
    } finally {
      voidsFail = false;
    }
    // the acquirer did it; the answer never reached Colmeia
    const { acquirerPaymentId } = await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } });
    await rail.void({ paymentId: acquirerPaymentId!, amount: 4000 });
    await retryCardRefunds({ now: later() });
    expect(await paymentOf(t.id)).toMatchObject({ status: "paid", voidedAmount: 4000 });
    expect((await refundsOf(t.id)).map((r) => r.status)).toEqual(["refunded"]);
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: "paid",
      refundedAmount: 4000,
    });
  });
});
