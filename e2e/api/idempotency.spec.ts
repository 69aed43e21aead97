import { customer, expect, test, transactionBody } from "../fixtures";
import { uid } from "../support/documents";
import { balance, ok, paidCard, paidPix } from "../support/money";

const key = () => `idem-${uid()}`;

test.describe("Idempotency-Key on POST", () => {
  test("same key and body: the stored response is replayed and nothing is created twice", async ({ merchant }) => {
    const k = key();
    const body = transactionBody("pix");
    const first = await merchant.api.post("/v1/transactions", { data: body, headers: { "idempotency-key": k } });
    expect(first.status()).toBe(200);
    expect(first.headers()["idempotent-replayed"]).toBeUndefined();
    const again = await merchant.api.post("/v1/transactions", { data: body, headers: { "idempotency-key": k } });
    expect(again.status()).toBe(200);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect((await merchant.api.get(`/v1/transactions?email=${body.customer.email}`)).headers()["x-total-count"]).toBe(
      "1",
    );
  });

  test("a replayed refund or transfer moves money once", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    const k = key();
    for (let i = 0; i < 3; i++)
      await ok(
        await merchant.api.post(`/v1/transactions/${t.id}/refunds`, {
          data: { amount: 1000 },
          headers: { "idempotency-key": k },
        }),
      );
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ refundedAmount: 1000 });

    await paidPix(merchant.api, 10000);
    const before = await balance(merchant.api);
    const tk = key();
    const ids = new Set<number>();
    for (let i = 0; i < 3; i++)
      ids.add(
        (
          await ok(
            await merchant.api.post("/v1/transfers", {
              data: { recipientId: merchant.recipientId, amount: 500 },
              headers: { "idempotency-key": tk },
            }),
          )
        ).id,
      );
    expect(ids.size).toBe(1);
    expect(await balance(merchant.api)).toMatchObject({ available: before.available - 500, inTransit: 500 });
  });

  test("a business error (4xx) is replayed too: the decision does not change on retry", async ({ merchant }) => {
    const t = await paidCard(merchant.api);
    const k = key();
    const first = await merchant.api.post(`/v1/transactions/${t.id}/refund`, {
      data: { amount: 20000 },
      headers: { "idempotency-key": k },
    });
    expect(first.status()).toBe(422);
    const again = await merchant.api.post(`/v1/transactions/${t.id}/refund`, {
      data: { amount: 20000 },
      headers: { "idempotency-key": k },
    });
    expect(again.status()).toBe(422);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    expect(await again.json()).toMatchObject({ code: "refund_exceeds_available" });
  });

  test("the same key with a different body or path is 422 idempotency_key_reused", async ({ merchant }) => {
    const k = key();
    const c = customer();
    await ok(await merchant.api.post("/v1/customers", { data: c, headers: { "idempotency-key": k } }));
    for (const res of [
      await merchant.api.post("/v1/customers", {
        data: { ...c, name: "Outro Nome" },
        headers: { "idempotency-key": k },
      }),
      await merchant.api.post("/v1/payment-links", {
        data: { title: "X", amount: 100 },
        headers: { "idempotency-key": k },
      }),
    ]) {
      expect(res.status()).toBe(422);
      expect(await res.json()).toMatchObject({ code: "idempotency_key_reused", details: { key: k } });
    }
    expect((await ok(await merchant.api.get(`/v1/customers?email=${c.email}`)))[0].name).toBe(c.name);
    expect(await (await merchant.api.get("/v1/payment-links")).json()).toEqual([]);
  });

  test("keys belong to one company: another company's same key runs its own request", async ({
    merchant,
    otherMerchant,
  }) => {
    const k = key();
    const mine = await ok(
      await merchant.api.post("/v1/payment-links", {
        data: { title: "Igual", amount: 100 },
        headers: { "idempotency-key": k },
      }),
    );
    const res = await otherMerchant.api.post("/v1/payment-links", {
      data: { title: "Igual", amount: 100 },
      headers: { "idempotency-key": k },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()["idempotent-replayed"]).toBeUndefined();
    const theirs = await res.json();
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.companyId).toBe(otherMerchant.companyId);
  });

  test("malformed input with a key is a 400, replayed the same way", async ({ merchant }) => {
    const k = key();
    const first = await merchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: "muito" },
      headers: { "idempotency-key": k },
    });
    expect(first.status()).toBe(400);
    const again = await merchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: "muito" },
      headers: { "idempotency-key": k },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).details.issues[0].path).toBe("amount");
    expect(
      (
        await merchant.api.post("/v1/transfers", { data: {}, headers: { "idempotency-key": "x".repeat(256) } })
      ).status(),
    ).toBe(400);
  });
});
