import { expect, test, transactionBody } from "../fixtures";
import {
  balance,
  createRecipient,
  expectLedgerConsistent,
  issuePaths,
  ok,
  paidCard,
  paidPix,
  refundFeeBack,
} from "../support/money";

test.describe("GET /v1/balance and /v1/balance/available", () => {
  test("a new company's own recipient starts at zero", async ({ merchant }) => {
    expect(await ok(await merchant.api.get("/v1/balance"))).toEqual({
      recipientId: merchant.recipientId,
      available: 0,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });
    expect(await ok(await merchant.api.get("/v1/balance/available"))).toEqual({
      amount: 0,
      recipientId: merchant.recipientId,
    });
  });

  test("pix settles at once (available), card waits D+30 (waitingFunds); unpaid and refused count for nothing", async ({
    merchant,
  }) => {
    const pix = await paidPix(merchant.api, 10000);
    const card = await paidCard(merchant.api, 20000, { installments: 3 });
    await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const body = transactionBody("credit_card");
    await ok(
      await merchant.api.post("/v1/transactions", {
        data: { ...body, card: { ...body.card, number: "4000000000000002" } },
      }),
    );

    const expected = {
      recipientId: merchant.recipientId,
      available: 10000 - pix.fee.estimatedFee,
      waitingFunds: 20000 - card.fee.estimatedFee,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    };
    expect(await balance(merchant.api)).toEqual(expected);
    expect(await ok(await merchant.api.get("/v1/balance/available"))).toEqual({
      amount: expected.available,
      recipientId: merchant.recipientId,
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("every movement shows: pix 10000, refund 3000, transfer 2000 settled, transfer 1000 failed", async ({
    merchant,
  }) => {
    const t = await paidPix(merchant.api, 10000);
    const fee = t.fee.estimatedFee;
    let available = 10000 - fee;
    expect((await balance(merchant.api)).available).toBe(available);

    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 3000 } }));
    available -= 3000 - refundFeeBack({ feeHeld: fee, amount: 3000, refundable: 10000 });
    expect(await balance(merchant.api)).toMatchObject({ available, transferred: 0 });
    await expectLedgerConsistent(merchant.api);

    const tr = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 2000 } }),
    );
    expect(await balance(merchant.api)).toMatchObject({ available: available - 2000, inTransit: 2000, transferred: 0 });
    await ok(await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`));
    available -= 2000;
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 2000,
      debt: 0,
    });

    const failing = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 1000 } }),
    );
    expect(await balance(merchant.api)).toMatchObject({
      available: available - 1000,
      inTransit: 1000,
      transferred: 2000,
    });
    await ok(await merchant.api.post(`/v1/transfers/${failing.id}/sandbox/fail`));
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 2000,
      debt: 0,
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("?recipientId= shows a split recipient's share; the fee is borne by the company's own recipient", async ({
    merchant,
  }) => {
    const r = await createRecipient(merchant.api);
    const t = await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 2500 }] });
    expect(await balance(merchant.api, r.id)).toEqual({
      recipientId: r.id,
      available: 2500,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });
    expect(await ok(await merchant.api.get(`/v1/balance/available?recipient_id=${r.id}`))).toEqual({
      amount: 2500,
      recipientId: r.id,
    });
    expect((await balance(merchant.api)).available).toBe(7500 - t.fee.estimatedFee);
    // a full refund takes each share back in proportion and returns the fee
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`));
    expect(await balance(merchant.api, r.id)).toMatchObject({ available: 0 });
    expect(await balance(merchant.api)).toMatchObject({ available: 0 });
    await expectLedgerConsistent(merchant.api);
  });

  test("a refund the balance cannot cover (money already transferred) is 422 insufficient_balance and changes nothing", async ({
    merchant,
  }) => {
    const t = await paidPix(merchant.api, 10000);
    const all = 10000 - t.fee.estimatedFee;
    await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: all } }));
    const res = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 5000 } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "insufficient_balance" });
    expect(await balance(merchant.api)).toMatchObject({ available: 0, inTransit: all });
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
      refundedAmount: 0,
      status: "paid",
    });
    await expectLedgerConsistent(merchant.api);
  });

  test("a malformed recipientId is 400", async ({ merchant }) => {
    for (const path of ["/v1/balance", "/v1/balance/available"]) {
      const res = await merchant.api.get(`${path}?recipientId=abc`);
      expect(res.status()).toBe(400);
      expect(await issuePaths(res)).toEqual(["recipientId"]);
    }
  });

  test("another company's recipient and unknown recipients are 404", async ({ merchant, otherMerchant }) => {
    await paidPix(merchant.api, 10000);
    for (const path of ["/v1/balance", "/v1/balance/available"]) {
      for (const res of [
        await otherMerchant.api.get(`${path}?recipientId=${merchant.recipientId}`),
        await merchant.api.get(`${path}?recipientId=999999999`),
      ]) {
        expect(res.status()).toBe(404);
        expect(await res.json()).toMatchObject({ code: "not_found", resource: "recipient" });
      }
    }
    expect(await balance(otherMerchant.api)).toMatchObject({ recipientId: otherMerchant.recipientId, available: 0 });
  });
});
