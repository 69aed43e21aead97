import { expect, test, transactionBody } from "../fixtures";
import { issuePaths, ok } from "../support/money";

// Authorization and capture over HTTP (docs/money.md, Card authorization and capture): every answer
// is checked against the OpenAPI document by the fixtures.

test.describe("card authorization and capture", () => {
  test("capture: false authorizes; a partial capture pays what it captured, once", async ({ merchant }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { capture: false }) }),
    );
    expect(t).toMatchObject({ status: "authorized", authorizedAmount: 10000, paidAmount: 0, acquirerName: "cielo" });

    const over = await merchant.api.post(`/v1/transactions/${t.id}/capture`, { data: { amount: 10001 } });
    expect(over.status()).toBe(422);
    expect(await over.json()).toMatchObject({ code: "invalid_amount", details: { authorized: 10000 } });

    const key = `capture-${t.id}`;
    const capture = () =>
      merchant.api.post(`/v1/transactions/${t.id}/capture`, {
        data: { amount: 7000 },
        headers: { "idempotency-key": key },
      });
    const paid = await ok(await capture());
    expect(paid).toMatchObject({ status: "paid", paidAmount: 7000, authorizedAmount: 10000 });
    // the same request again is the same answer, not a second capture
    expect(await ok(await capture())).toEqual(paid);
    const again = await merchant.api.post(`/v1/transactions/${t.id}/capture`);
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({ code: "invalid_state" });
    // refunds stop at what was captured
    const refund = await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 7001 } });
    expect(refund.status()).toBe(422);
    expect(await refund.json()).toMatchObject({ code: "refund_exceeds_available" });
  });

  test("cancel voids an authorization; a paid card, a Pix and another company's transaction cannot", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { capture: false }) }),
    );
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/cancel`))).toMatchObject({
      status: "canceled",
      paidAmount: 0,
    });
    const paid = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    expect(paid).toMatchObject({ status: "paid", authorizedAmount: 10000 });
    const cancelPaid = await merchant.api.post(`/v1/transactions/${paid.id}/cancel`);
    expect(cancelPaid.status()).toBe(422);
    expect(await cancelPaid.json()).toMatchObject({ code: "invalid_state" });
    const foreign = await otherMerchant.api.post(`/v1/transactions/${t.id}/capture`);
    expect(foreign.status()).toBe(404);

    const pix = await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { capture: false }) });
    expect(pix.status()).toBe(400);
    expect(await issuePaths(pix)).toEqual(["capture"]);
  });
});
