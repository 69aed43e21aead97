import { test, expect, transactionBody } from "../fixtures";
import { balance, expectLedgerConsistent, issuePaths, ok, paidCard } from "../support/money";

test.describe("sandbox actions on transactions", () => {
  test("pay: a waiting Pix becomes paid with an end-to-end id, and its net amount is available at once", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    expect(await balance(merchant.api)).toMatchObject({ available: 0, waitingFunds: 0 });
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect(paid).toMatchObject({ id: t.id, status: "paid", paidAt: expect.any(String) });
    expect(paid.pix.end2EndId).toMatch(/^E/);
    expect(paid.pix.qrcode).toBe(t.pix.qrcode);
    expect(await balance(merchant.api)).toEqual({ recipientId: merchant.recipientId, available: 10000 - t.fee.estimatedFee, waitingFunds: 0, transferred: 0 });
    await expectLedgerConsistent(merchant.api);
  });

  test("pay: a boleto paid below its amount is partially_paid and credits what arrived", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: { amount: 6000 } }));
    expect(paid.status).toBe("partially_paid");
    const feeOnPaid = Math.round((t.fee.estimatedFee * 6000) / 10000);
    expect((await balance(merchant.api)).available).toBe(6000 - feeOnPaid);
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

  test("expire: a waiting boleto is canceled and can no longer be paid; a paid one cannot expire", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/expire`))).toMatchObject({ status: "canceled", paidAt: null });
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

  test("chargeback: a paid card is charged back, the merchant loses the sale and keeps the fee", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    const fee = t.fee.estimatedFee;
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({ status: "chargedback" });
    const b = await balance(merchant.api);
    // a chargeback is imposed by the card network: it is the one movement allowed to go below zero
    expect(b.available + b.waitingFunds).toBe(-fee);
    await expectLedgerConsistent(merchant.api);

    const again = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`);
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({ code: "invalid_state", details: { status: "chargedback" } });
  });

  test("chargeback after a partial refund disputes only what was not refunded", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 4000 } }));
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`))).toMatchObject({ status: "chargedback", refundedAmount: 4000 });
    await expectLedgerConsistent(merchant.api);
  });

  test("chargeback of a Pix is 422: only card payments can be disputed", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    const res = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`);
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state" });
  });

  test("another company's transaction and unknown ids are 404 for every action", async ({ merchant, otherMerchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    for (const action of ["pay", "expire", "chargeback"]) {
      const res = await otherMerchant.api.post(`/v1/transactions/${t.id}/sandbox/${action}`);
      expect(res.status(), action).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "transaction" });
      expect((await merchant.api.post(`/v1/transactions/999999999/sandbox/${action}`)).status()).toBe(404);
      expect((await merchant.api.post(`/v1/transactions/x1/sandbox/${action}`)).status()).toBe(404);
    }
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ status: "waiting_payment" });
  });
});
