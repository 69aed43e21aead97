import type { APIRequestContext } from "@playwright/test";

import { expect, test, transactionBody } from "../fixtures";
import {
  type Balance,
  balance,
  createRecipient,
  expectLedgerConsistent,
  issuePaths,
  ok,
  paidCard,
  paidPix,
} from "../support/money";
import { receiver } from "../support/receiver";

type Postback = { event: string; data: { status: string } };

// A postbackUrl that records what the webhook worker delivers (127.0.0.1 is allowed in sandbox mode).
async function postbackReceiver() {
  const r = await receiver();
  return {
    url: `${r.url}/postback`,
    get received() {
      return r.hits.map((h) => JSON.parse(h.body) as Postback);
    },
    close: r.close,
  };
}

const total = (b: Balance) => b.available + b.waitingFunds;

async function eventTypes(api: APIRequestContext, transactionId: number): Promise<string[]> {
  const events = await ok(
    await api.get("/v1/events", { params: { objectType: "transaction", objectId: transactionId, limit: 100 } }),
  );
  return (events as unknown as { type: string }[]).map((e) => e.type).reverse(); // oldest first
}

test.describe("sandbox actions on transactions", () => {
  test("pay: a waiting Pix becomes paid with an end-to-end id, and its net amount is available at once", async ({
    merchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    expect(await balance(merchant.api)).toMatchObject({ available: 0, waitingFunds: 0 });
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect(paid).toMatchObject({ id: t.id, status: "paid", paidAt: expect.any(String) });
    expect(paid.pix.end2EndId).toMatch(/^E/);
    expect(paid.pix.qrcode).toBe(t.pix.qrcode);
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available: 10000 - t.fee.estimatedFee,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("pay: a boleto paid below its amount is partially_paid and credits what arrived", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: { amount: 6000 } }));
    expect(paid.status).toBe("partially_paid");
    const feeOnPaid = Math.round((t.fee.estimatedFee * 6000) / 10000);
    expect((await balance(merchant.api)).available).toBe(6000 - feeOnPaid);
    // the transaction says what arrived and what is left of it, in the answer, on read and in lists
    expect(t.paidAmount).toBe(0);
    expect(paid).toMatchObject({
      amount: 10000,
      paidAmount: 6000,
      fee: { estimatedFee: feeOnPaid, netAmount: 6000 - feeOnPaid },
    });
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toEqual(paid);
    expect((await ok(await merchant.api.get(`/v1/transactions?id=${t.id}`)))[0]).toEqual(paid);
    await expectLedgerConsistent(merchant.api);
  });

  test("pay: wrong amounts and states are 422, a malformed amount 400", async ({ merchant }) => {
    const pix = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    const over = await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`, { data: { amount: 10001 } });
    expect(over.status()).toBe(422);
    expect(await over.json()).toMatchObject({ code: "invalid_amount" });
    const partialPix = await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`, { data: { amount: 5000 } });
    expect(partialPix.status()).toBe(422);
    expect(await partialPix.json()).toMatchObject({ code: "invalid_state" });
    const malformed = await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`, { data: { amount: "muito" } });
    expect(malformed.status()).toBe(400);
    expect(await issuePaths(malformed)).toEqual(["amount"]);

    await ok(await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`));
    const twice = await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`);
    expect(twice.status()).toBe(422);
    expect(await twice.json()).toMatchObject({ code: "invalid_state", details: { status: "paid" } });

    const card = await paidCard(merchant.api);
    expect((await merchant.api.post(`/v1/transactions/${card.id}/sandbox/pay`)).status()).toBe(422);
    await expectLedgerConsistent(merchant.api);
  });

  test("expire: a waiting boleto is canceled and can no longer be paid; a paid one cannot expire", async ({
    merchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/expire`))).toMatchObject({
      status: "canceled",
      paidAt: null,
    });
    const pay = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`);
    expect(pay.status()).toBe(422);
    expect(await pay.json()).toMatchObject({ code: "invalid_state", details: { status: "canceled" } });
    const list = await (await merchant.api.get("/v1/transactions?status=canceled")).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([t.id]);

    const card = await paidCard(merchant.api);
    const res = await merchant.api.post(`/v1/transactions/${card.id}/sandbox/expire`);
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state" });
  });

  test("chargeback: a paid card is charged back, the merchant loses the sale and keeps the fee", async ({
    merchant,
  }) => {
    const t = await paidCard(merchant.api);
    const fee = t.fee.estimatedFee;
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({
      status: "chargedback",
    });
    const b = await balance(merchant.api);
    // a chargeback is imposed by the card network: it is the one movement allowed to go below zero,
    // and only `available` does (what it could not take is the debt); waitingFunds never
    expect(b).toMatchObject({ available: -fee, waitingFunds: 0, debt: fee });
    await expectLedgerConsistent(merchant.api);

    const again = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`);
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({ code: "invalid_state", details: { status: "chargedback" } });
  });

  test("chargeback after a partial refund disputes only what was not refunded", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 4000 } }));
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({
      status: "chargedback",
      refundedAmount: 4000,
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("chargeback works for every method: a paid boleto is charged back at once and keeps its fee", async ({
    merchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({
      status: "chargedback",
    });
    expect(await balance(merchant.api)).toMatchObject({ available: -t.fee.estimatedFee, waitingFunds: 0 });
    await expectLedgerConsistent(merchant.api);
  });

  test("dispute on a Pix: in_protest holds the amount and refuses refunds; won, it is paid again with the money back; each step is posted back", async ({
    merchant,
  }) => {
    const receiver = await postbackReceiver();
    try {
      const t = await paidPix(merchant.api, 10000, { postbackUrl: receiver.url });
      const net = 10000 - t.fee.estimatedFee;
      expect((await balance(merchant.api)).available).toBe(net);

      expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`))).toMatchObject({
        id: t.id,
        status: "in_protest",
        paidAmount: 10000,
        refundedAmount: 0,
      });
      expect(await balance(merchant.api)).toMatchObject({ available: net - 10000, waitingFunds: 0 });
      const listed = await ok(await merchant.api.get("/v1/transactions?status=in_protest"));
      expect((listed as unknown as { id: number }[]).map((x) => x.id)).toEqual([t.id]);
      await expectLedgerConsistent(merchant.api);

      const refund = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1000 } });
      expect(refund.status()).toBe(422);
      expect(await refund.json()).toMatchObject({ code: "invalid_state", details: { status: "in_protest" } });
      const again = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`);
      expect(again.status()).toBe(422);
      expect(await again.json()).toMatchObject({ code: "invalid_state", details: { status: "in_protest" } });
      expect((await balance(merchant.api)).available).toBe(net - 10000);

      expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/win-dispute`))).toMatchObject({
        status: "paid",
        refundedAmount: 0,
      });
      expect(await balance(merchant.api)).toMatchObject({ available: net, waitingFunds: 0 });
      const twice = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/win-dispute`);
      expect(twice.status()).toBe(422);
      expect(await twice.json()).toMatchObject({ code: "invalid_state", details: { status: "paid" } });
      await expectLedgerConsistent(merchant.api);

      // refundable again once the dispute is won
      expect(
        await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1000 } })),
      ).toMatchObject({ amount: 1000 });
      expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
        status: "paid",
        refundedAmount: 1000,
      });
      const steps = [
        "transaction.waiting_payment",
        "transaction.paid",
        "transaction.in_protest",
        "transaction.dispute_won",
        "transaction.partially_refunded",
      ];
      expect(await eventTypes(merchant.api, t.id)).toEqual(steps);
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(steps.length);
      expect(receiver.received.map((p) => p.event).sort()).toEqual([...steps].sort());
      expect(receiver.received.find((p) => p.event === "transaction.in_protest")?.data.status).toBe("in_protest");
      expect(
        receiver.received.filter((p) => p.event === "transaction.paid"),
        "a won dispute is not a second payment",
      ).toHaveLength(1);
      expect(receiver.received.find((p) => p.event === "transaction.dispute_won")?.data.status).toBe("paid");
    } finally {
      await receiver.close();
    }
  });

  test("dispute on a split card, lost: each recipient's share is held once, the chargeback takes nothing more", async ({
    merchant,
  }) => {
    const partner = await createRecipient(merchant.api);
    const t = await paidCard(merchant.api, 10000, { splits: [{ recipientId: partner.id, amount: 3000 }] });
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 2000 } }));
    const before = { own: await balance(merchant.api), partner: await balance(merchant.api, partner.id) };

    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`))).toMatchObject({
      status: "in_protest",
      refundedAmount: 2000,
    });
    // 8000 disputed (paid − refunded), held in proportion to the splits: 30 % and 70 %
    const held = { own: await balance(merchant.api), partner: await balance(merchant.api, partner.id) };
    expect(total(held.partner)).toBe(total(before.partner) - 2400);
    expect(total(held.own)).toBe(total(before.own) - 5600);

    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({
      status: "chargedback",
      refundedAmount: 2000,
    });
    expect(await balance(merchant.api)).toEqual(held.own);
    expect(await balance(merchant.api, partner.id)).toEqual(held.partner);
    for (const action of ["dispute", "win-dispute", "chargeback"]) {
      const res = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/${action}`);
      expect(res.status(), action).toBe(422);
      expect(await res.json()).toMatchObject({ code: "invalid_state", details: { status: "chargedback" } });
    }
    expect(await eventTypes(merchant.api, t.id)).toEqual([
      "transaction.paid",
      "transaction.partially_refunded",
      "transaction.in_protest",
      "transaction.chargedback",
    ]);
    await expectLedgerConsistent(merchant.api);
  });

  test("dispute and win-dispute in the wrong state are 422 and change nothing", async ({ merchant }) => {
    const waiting = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const card = await paidCard(merchant.api);
    const attempts: [number, string, string][] = [
      [waiting.id, "dispute", "waiting_payment"],
      [waiting.id, "win-dispute", "waiting_payment"],
      [card.id, "win-dispute", "paid"],
    ];
    for (const [id, action, status] of attempts) {
      const res = await merchant.api.post(`/v1/transactions/${id}/sandbox/${action}`);
      expect(res.status(), action).toBe(422);
      expect(await res.json()).toMatchObject({
        code: "invalid_state",
        message: expect.any(String),
        details: { status },
      });
    }
    await ok(await merchant.api.post(`/v1/transactions/${card.id}/refund`));
    const refunded = await merchant.api.post(`/v1/transactions/${card.id}/sandbox/dispute`);
    expect(refunded.status()).toBe(422);
    expect(await refunded.json()).toMatchObject({ code: "invalid_state", details: { status: "refunded" } });
    expect(await ok(await merchant.api.get(`/v1/transactions/${waiting.id}`))).toMatchObject({
      status: "waiting_payment",
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("another company's transaction and unknown ids are 404 for every action", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    for (const action of ["pay", "expire", "dispute", "win-dispute", "chargeback"]) {
      const res = await otherMerchant.api.post(`/v1/transactions/${t.id}/sandbox/${action}`);
      expect(res.status(), action).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "transaction" });
      expect((await merchant.api.post(`/v1/transactions/999999999/sandbox/${action}`)).status()).toBe(404);
      expect((await merchant.api.post(`/v1/transactions/x1/sandbox/${action}`)).status()).toBe(404);
    }
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ status: "waiting_payment" });
  });
});
