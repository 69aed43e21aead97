import { expect, test, transactionBody } from "../fixtures";
import { balance, expectLedgerConsistent, issuePaths, ok, paidCard, paidPix, refundFeeBack } from "../support/money";

test.describe("POST /v1/transactions/{id}/refund and /refunds", () => {
  test("both routes answer the Refund {id, amount, createdAt}, never the Transaction", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    const partial = await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 3000 } }));
    expect(partial).toEqual({ id: expect.any(Number), amount: 3000, createdAt: expect.any(String) });
    expect(partial.id).not.toBe(t.id);
    const mid = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
    expect(mid).toMatchObject({ status: "paid", refundedAmount: 3000 });
    expect(mid.refunds).toEqual([partial]);

    // no body at all: everything that remains
    const rest = await ok(await merchant.api.post(`/v1/transactions/${t.id}/refunds`));
    expect(rest).toEqual({ id: expect.any(Number), amount: 7000, createdAt: expect.any(String) });
    expect(new Date(rest.createdAt).toISOString()).toBe(rest.createdAt);

    const after = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
    expect(after).toMatchObject({ status: "refunded", refundedAmount: 10000 });
    expect(after.refunds).toEqual([partial, rest]);
    await expectLedgerConsistent(merchant.api);
  });

  test("an empty body or {} refunds the whole transaction", async ({ merchant }) => {
    const a = await paidCard(merchant.api, 5000);
    expect(await ok(await merchant.api.post(`/v1/transactions/${a.id}/refund`))).toMatchObject({ amount: 5000 });
    expect(await ok(await merchant.api.get(`/v1/transactions/${a.id}`))).toMatchObject({
      status: "refunded",
      refundedAmount: 5000,
    });
    const b = await paidCard(merchant.api, 4000);
    expect(await ok(await merchant.api.post(`/v1/transactions/${b.id}/refund`, { data: {} }))).toMatchObject({
      amount: 4000,
    });
    expect(await ok(await merchant.api.get(`/v1/transactions/${b.id}`))).toMatchObject({
      status: "refunded",
      refundedAmount: 4000,
    });
  });

  test("the balance follows: pix paid 10000, refunded 3000, then the rest", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const fee = t.fee.estimatedFee;
    expect(fee).toBeGreaterThan(0);
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available: 10000 - fee,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });

    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 3000 } }));
    const back1 = refundFeeBack({ feeHeld: fee, amount: 3000, refundable: 10000 });
    expect((await balance(merchant.api)).available).toBe(10000 - fee - 3000 + back1);
    await expectLedgerConsistent(merchant.api);

    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`));
    // fully refunded: the payment nets to zero for the merchant
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available: 0,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("a card refund comes out of the funds still waiting to settle", async ({ merchant }) => {
    const t = await paidCard(merchant.api, 10000);
    const fee = t.fee.estimatedFee;
    expect(await balance(merchant.api)).toMatchObject({ available: 0, waitingFunds: 10000 - fee });
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 2500 } }));
    const back = refundFeeBack({ feeHeld: fee, amount: 2500, refundable: 10000 });
    expect(await balance(merchant.api)).toMatchObject({ available: 0, waitingFunds: 10000 - fee - 2500 + back });
    await expectLedgerConsistent(merchant.api);
  });

  test("a malformed amount is a 400 with the field path", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    for (const amount of ["abc", 10.5, true]) {
      const res = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount } });
      expect(res.status(), String(amount)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "bad_request" });
      expect(await issuePaths(res)).toEqual(["amount"]);
    }
    const bad = await merchant.api.post(`/v1/transactions/${t.id}/refunds`, {
      headers: { "content-type": "application/json" },
      data: "{nope",
    });
    expect(bad.status()).toBe(400);
  });

  test("business rules: more than refundable, zero, an unpaid or already refunded transaction are 422", async ({
    merchant,
  }) => {
    const t = await paidCard(merchant.api);
    const over = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 10001 } });
    expect(over.status()).toBe(422);
    expect(await over.json()).toMatchObject({
      code: "refund_exceeds_available",
      details: { refundable: 10000, requested: 10001 },
    });

    const zero = await merchant.api.post(`/v1/transactions/${t.id}/refunds`, { data: { amount: 0 } });
    expect(zero.status()).toBe(422);
    expect(await zero.json()).toMatchObject({ code: "invalid_amount" });

    const waiting = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const unpaid = await merchant.api.post(`/v1/transactions/${waiting.id}/refund`);
    expect(unpaid.status()).toBe(422);
    expect(await unpaid.json()).toMatchObject({ code: "invalid_state", details: { status: "waiting_payment" } });

    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`));
    const again = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1 } });
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({ code: "invalid_state", details: { status: "refunded" } });

    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ refundedAmount: 10000 });
    await expectLedgerConsistent(merchant.api);
  });

  test("another company's transaction and unknown ids are 404, and nothing is refunded", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await paidCard(merchant.api);
    for (const path of ["refund", "refunds"]) {
      const res = await otherMerchant.api.post(`/v1/transactions/${t.id}/${path}`, { data: { amount: 100 } });
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "transaction" });
    }
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
      refundedAmount: 0,
      refunds: [],
    });
    for (const id of ["999999999", "abc", "0"]) {
      const res = await merchant.api.post(`/v1/transactions/${id}/refund`);
      expect(res.status(), id).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
  });
});
