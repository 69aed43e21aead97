import { expect, test, transactionBody } from "../../fixtures";
import { ok, paidPix } from "../../support/money";

// Seed spec, "States and transitions".

const STATUSES = [
  "processing",
  "authorized",
  "paid",
  "refunded",
  "waiting_payment",
  "refused",
  "chargedback",
  "canceled",
  "in_protest",
  "partially_paid",
];
const DELIVERY = ["waiting", "in_transit", "delivered"];
// a declined sandbox card (docs/checkout.md, test cards)
const DECLINED = "4000000000000002";

test.describe("transaction status", () => {
  test("the list filter accepts every status the spec names, alone and as a comma list", async ({ merchant }) => {
    for (const status of STATUSES) {
      const res = await merchant.api.get("/v1/transactions", { params: { status } });
      expect(res.status(), status).toBe(200);
      for (const t of await res.json()) expect(t.status, status).toBe(status);
    }
    expect((await merchant.api.get("/v1/transactions", { params: { status: STATUSES.join(",") } })).status()).toBe(200);
    expect((await merchant.api.get("/v1/transactions", { params: { status: "pago" } })).status()).toBe(400);
  });

  // processing and authorized are passed through within the card request (docs/api.md): the other
  // eight are states a transaction rests in
  test("the filter finds a transaction in each status it can rest in", async ({ merchant }) => {
    const api = merchant.api;
    const reached = new Map<string, number>();
    const create = async (body: Record<string, unknown>) => ok(await api.post("/v1/transactions", { data: body }));
    const act = async (id: number, action: string, data?: object) =>
      ok(await api.post(`/v1/transactions/${id}/sandbox/${action}`, { data }));

    reached.set("paid", (await create(transactionBody("credit_card"))).id);
    reached.set(
      "refused",
      (
        await create(
          transactionBody("credit_card", {
            card: {
              number: DECLINED,
              holderName: "FULANO DE TAL",
              expirationMonth: 12,
              expirationYear: 2030,
              cvv: "123",
            },
          }),
        )
      ).id,
    );
    reached.set("waiting_payment", (await create(transactionBody("pix"))).id);
    reached.set("canceled", (await act((await create(transactionBody("pix"))).id, "expire")).id);
    const refunded = await create(transactionBody("credit_card"));
    await ok(await api.post(`/v1/transactions/${refunded.id}/refund`));
    reached.set("refunded", refunded.id);
    reached.set("chargedback", (await act((await create(transactionBody("credit_card"))).id, "chargeback")).id);
    reached.set("in_protest", (await act((await paidPix(api)).id, "dispute")).id);
    reached.set(
      "partially_paid",
      (await act((await create(transactionBody("boleto"))).id, "pay", { amount: 4000 })).id,
    );

    for (const [status, id] of reached) {
      expect((await ok(await api.get(`/v1/transactions/${id}`))).status, `transaction ${id}`).toBe(status);
      const listed = (await (await api.get("/v1/transactions", { params: { status, id } })).json()) as { id: number }[];
      expect(
        listed.map((t) => t.id),
        status,
      ).toEqual([id]);
    }
  });

  test("a paid card returns paidAt; refusedReason is null unless refused", async ({ merchant }) => {
    const paid = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    expect(paid).toMatchObject({ status: "paid", paidAt: expect.any(String), refusedReason: null });
    const refused = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", {
          card: {
            number: DECLINED,
            holderName: "FULANO DE TAL",
            expirationMonth: 12,
            expirationYear: 2030,
            cvv: "123",
          },
        }),
      }),
    );
    expect(refused.status).toBe("refused");
    expect(refused.refusedReason).toEqual(expect.any(String));
    expect(refused.paidAt).toBeNull();
  });

  test("refundedAmount and refunds reflect refunds", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    const a = await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 2500 } }));
    const b = await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1500 } }));
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
      refundedAmount: 4000,
      refunds: [a, b],
      status: "paid",
    });
  });
});

test.describe("delivery status, transfer status, payment link status", () => {
  test("deliveryStatus filters by waiting, in_transit and delivered", async ({ merchant }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { traceable: true }) }),
    );
    for (const status of DELIVERY) {
      if (status !== "waiting")
        await ok(await merchant.api.patch(`/v1/transactions/${t.id}/delivery`, { data: { status } }));
      for (const filter of DELIVERY) {
        const ids = (
          (await (
            await merchant.api.get("/v1/transactions", { params: { deliveryStatus: filter, id: t.id } })
          ).json()) as { id: number }[]
        ).map((x) => x.id);
        expect(ids, `delivery ${status}, filter ${filter}`).toEqual(filter === status ? [t.id] : []);
      }
    }
  });

  test("a transfer is processing right after creation", async ({ merchant }) => {
    await paidPix(merchant.api);
    const t = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 500 } }),
    );
    expect(t.status).toBe("processing");
    expect((await ok(await merchant.api.get(`/v1/transfers/${t.id}`))).status).toBe("processing");
  });

  test("a new payment link is active", async ({ merchant }) => {
    expect(
      (await ok(await merchant.api.post("/v1/payment-links", { data: { title: "Mel", amount: 3000 } }))).status,
    ).toBe("active");
  });
});
