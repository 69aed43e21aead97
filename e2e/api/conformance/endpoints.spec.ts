import { customer, expect, test, transactionBody } from "../../fixtures";
import { uid } from "../../support/documents";
import { createRecipient, issuePaths, ok, paidPix } from "../../support/money";

// Seed spec, "Endpoints": the fourteen operations, at their method and path, with what they take
// and answer.

test.describe("transactions", () => {
  test("POST /transactions answers 200 with the Transaction", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/transactions", { data: transactionBody("pix") });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ id: expect.any(Number), paymentMethod: "pix", status: "waiting_payment" });
  });

  test("GET /transactions filters by every query parameter of the spec", async ({ merchant }) => {
    const who = customer({ phone: "11912345678" });
    const target = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", { installments: 3, traceable: true, customer: who }),
      }),
    );
    await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    const filters: Record<string, string | number | boolean> = {
      id: target.id,
      paymentMethods: "credit_card,boleto",
      status: "paid",
      deliveryStatus: "waiting",
      installments: "2,3",
      name: who.name,
      email: who.email,
      documentNumber: who.document.number,
      phone: who.phone,
      traceable: true,
    };
    for (const [name, value] of Object.entries(filters)) {
      const list = (await ok(await merchant.api.get("/v1/transactions", { params: { [name]: value } }))) as unknown as {
        id: number;
      }[];
      expect(
        list.map((t) => t.id),
        name,
      ).toContain(target.id);
      if (name !== "paymentMethods" && name !== "status" && name !== "deliveryStatus" && name !== "traceable")
        expect(list, name).toHaveLength(1);
    }
    const all = (await ok(
      await merchant.api.get("/v1/transactions", { params: filters as Record<string, string> }),
    )) as unknown as { id: number }[];
    expect(all.map((t) => t.id)).toEqual([target.id]);
    expect(Array.isArray(await ok(await merchant.api.get("/v1/transactions")))).toBe(true);
  });

  test("GET /transactions/{transactionId} answers the full Transaction", async ({ merchant }) => {
    const created = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    expect(await ok(await merchant.api.get(`/v1/transactions/${created.id}`))).toEqual(created);
  });

  test("POST /transactions/{transactionId}/refund takes an optional amount and answers the Refund", async ({
    merchant,
  }) => {
    const t = await paidPix(merchant.api, 8000);
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 3000 } }))).toEqual({
      id: expect.any(Number),
      amount: 3000,
      createdAt: expect.any(String),
    });
    // omitted: the whole transaction (what remains of it)
    expect(await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`))).toMatchObject({ amount: 5000 });
  });
});

test.describe("customers, recipients, bank accounts", () => {
  test("POST /customers answers the Customer; GET /customers needs email and filters by it", async ({ merchant }) => {
    const c = await ok(await merchant.api.post("/v1/customers", { data: customer() }));
    await ok(await merchant.api.post("/v1/customers", { data: customer() }));
    expect(await ok(await merchant.api.get("/v1/customers", { params: { email: c.email } }))).toEqual([c]);
    const without = await merchant.api.get("/v1/customers");
    expect(without.status()).toBe(400);
    expect(await issuePaths(without)).toEqual(["email"]);
  });

  test("POST /recipients creates a recipient that can receive a split and a transfer", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { splits: [{ recipientId: r.id, amount: 6000 }] }),
      }),
    );
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    const transfer = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000 } }));
    expect(transfer).toMatchObject({ recipientId: r.id, amount: 1000, status: "processing" });
  });

  test("POST /bank-accounts adds one, GET /recipients/{recipientId}/bank-accounts/{bankAccountId} fetches it", async ({
    merchant,
  }) => {
    // the holder is the recipient (docs/security.md, "Payout destinations")
    const holder = await createRecipient(merchant.api);
    const sent = {
      recipientId: holder.id,
      bankCode: "001",
      agency: "4321",
      accountNumber: "998877",
      accountType: "checking",
      holderName: "Loja",
      holderDocument: holder.document.number,
      accountDigit: "0",
    };
    const added = await ok(
      await merchant.api.post("/v1/bank-accounts", { data: sent, headers: { "idempotency-key": `ba-${uid()}` } }),
    );
    const fetched = await ok(await merchant.api.get(`/v1/recipients/${holder.id}/bank-accounts/${added.id}`));
    expect(fetched).toMatchObject({ id: added.id, bankCode: "001", accountNumber: "998877" });
    // linked to that recipient only
    const other = await createRecipient(merchant.api);
    expect((await merchant.api.get(`/v1/recipients/${other.id}/bank-accounts/${added.id}`)).status()).toBe(404);
  });
});

test.describe("transfers, company, payment links, webhook model", () => {
  test("POST /transfers takes recipientId, amount and description, and Idempotency-Key prevents a duplicate", async ({
    merchant,
  }) => {
    await paidPix(merchant.api);
    const key = `tr-${uid()}`;
    const body = { recipientId: merchant.recipientId, amount: 700, description: "Saque semanal" };
    const first = await ok(
      await merchant.api.post("/v1/transfers", { data: body, headers: { "idempotency-key": key } }),
    );
    const again = await merchant.api.post("/v1/transfers", { data: body, headers: { "idempotency-key": key } });
    expect(await ok(again)).toEqual(first);
    expect(again.headers()["idempotent-replayed"]).toBe("true");
    expect(await ok(await merchant.api.get(`/v1/transfers/${first.id}`))).toMatchObject({
      id: first.id,
      recipientId: merchant.recipientId,
      amount: 700,
    });
  });

  test("GET /company answers the authenticated merchant's company", async ({ merchant }) => {
    expect(await ok(await merchant.api.get("/v1/company"))).toMatchObject({ id: merchant.companyId });
  });

  test("PUT /payment-links/{paymentLinkId} updates alias, title, amount and settings and answers the link with its URL", async ({
    merchant,
  }) => {
    const link = await ok(await merchant.api.post("/v1/payment-links", { data: { title: "Antes", amount: 1000 } }));
    const alias = `conf-${uid()}`;
    const updated = await ok(
      await merchant.api.put(`/v1/payment-links/${link.id}`, {
        data: { alias, title: "Depois", amount: 2500, settings: { pix: { enabled: true, expiresInDays: 2 } } },
      }),
    );
    expect(updated).toMatchObject({
      id: link.id,
      companyId: merchant.companyId,
      alias,
      title: "Depois",
      amount: 2500,
      status: "active",
      url: expect.stringMatching(new RegExp(`/pay/${alias}$`)),
    });
    expect(updated.settings.pix).toEqual({ enabled: true, expiresInDays: 2 });
  });

  test("POST /webhooks/events documents the payload and answers {ok: true}", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/webhooks/events", {
      data: {
        event: "transaction.paid",
        createdAt: "2026-01-01T12:00:00Z",
        data: { id: 1, status: "paid", amount: 500 },
      },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
