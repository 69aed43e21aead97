import { isValidDigitableLine } from "../../lib/formats/boleto";
import { isValidBrCode } from "../../lib/formats/pix-brcode";
import { customer, expect, test, transactionBody } from "../fixtures";

test.describe("POST /v1/transactions", () => {
  test("an approved card is paid, with safe card fields, fee and the paid timestamp", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { installments: 3 }),
    });
    expect(res.status()).toBe(200);
    const t = await res.json();
    expect(t).toMatchObject({
      status: "paid",
      paymentMethod: "credit_card",
      amount: 10000,
      refundedAmount: 0,
      installments: 3,
      companyId: merchant.companyId,
      refusedReason: null,
      boleto: null,
      pix: null,
    });
    expect(t.paidAt).toBeTruthy();
    expect(t.card).toMatchObject({
      brand: "visa",
      firstDigits: "411111",
      lastDigits: "1111",
      holderName: "FULANO DE TAL",
    });
    expect(JSON.stringify(t)).not.toContain("4111111111111111");
    expect(t.card).not.toHaveProperty("cvv");
    expect(t.fee.estimatedFee).toBeGreaterThan(0);
    expect(t.fee.netAmount).toBe(10000 - t.fee.estimatedFee);
    expect(t.secureUrl).toContain(`/checkout/${t.secureId}`);
  });

  test("a two-digit expiry year is kept as four digits, as a card hash's is", async ({ merchant }) => {
    const body = transactionBody("credit_card");
    const t = await (
      await merchant.api.post("/v1/transactions", { data: { ...body, card: { ...body.card, expirationYear: 31 } } })
    ).json();
    expect(t).toMatchObject({ status: "paid", card: { expirationYear: 2031 } });
  });

  test("a declined test card is a 200 with status refused and the reason", async ({ merchant }) => {
    const body = transactionBody("credit_card");
    const res = await merchant.api.post("/v1/transactions", {
      data: { ...body, card: { ...body.card, number: "4000000000009995" } },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "refused", refusedReason: "insufficient_funds", paidAt: null });
  });

  test("a card number failing Luhn is a 422 invalid_card", async ({ merchant }) => {
    const body = transactionBody("credit_card");
    const res = await merchant.api.post("/v1/transactions", {
      data: { ...body, card: { ...body.card, number: "4111111111111112" } },
    });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_card" });
  });

  test("pix returns a valid BR Code and an expiration date", async ({ merchant }) => {
    const t = await (await merchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
    expect(t.status).toBe("waiting_payment");
    expect(isValidBrCode(t.pix.qrcode)).toBe(true);
    expect(t.pix.qrcode).toContain("br.gov.bcb.pix");
    expect(t.pix.qrcode).toContain("5406100.00");
    expect(new Date(t.pix.expirationDate).getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  test("boleto returns a valid barcode and digitable line with a printable URL", async ({ merchant }) => {
    const t = await (await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") })).json();
    expect(t.status).toBe("waiting_payment");
    expect(t.boleto.barcode).toMatch(/^\d{44}$/);
    expect(isValidDigitableLine(t.boleto.digitableLine)).toBe(true);
    expect(t.boleto.barcode.slice(9, 19)).toBe("0000010000");
    expect(t.boleto.url).toContain(t.secureId);
  });

  test("conditional fields and metadata are enforced with 400 and field paths", async ({ merchant }) => {
    const noCard = transactionBody("credit_card") as Record<string, unknown>;
    delete noCard.card;
    delete noCard.installments;
    const r1 = await merchant.api.post("/v1/transactions", { data: noCard });
    expect(r1.status()).toBe(400);
    const e1 = await r1.json();
    expect(e1).toMatchObject({ code: "bad_request", message: expect.any(String) });
    expect(e1.details.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["card", "installments"]),
    );

    const r2 = await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", { metadata: { provider: "x" } }),
    });
    expect(r2.status()).toBe(400);
    expect((await r2.json()).details.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["metadata.user_email", "metadata.shop_url"]),
    );
    const r2b = await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { pix: undefined }) });
    expect((await r2b.json()).details.issues).toEqual([
      { path: "pix", message: "is required when paymentMethod is pix" },
    ]);

    const r3 = await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", {
        metadata: { provider: "a", user_email: "b", order_id: "c", checkout_url: "d", shop_url: "e", extra: "no" },
      }),
    });
    expect(r3.status()).toBe(400);

    const r4 = await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", { customer: customer({ document: { number: "12345678900", type: "cpf" } }) }),
    });
    expect(r4.status()).toBe(400);
    expect((await r4.json()).details.issues[0].path).toBe("customer.document.number");

    // a card on file is sent alone: with card data it is a 400; an id that is no card of this
    // customer's is a 404, and nothing is charged or stored
    const mixed = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { card: { id: 42, number: "4111111111111111" } }),
    });
    expect(mixed.status()).toBe(400);
    expect((await mixed.json()).details.issues).toEqual([
      { path: "card.number", message: "send card.id alone (and card.cvv), not with card data" },
    ]);
    const saved = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { card: { id: 42 } }),
    });
    expect(saved.status()).toBe(404);
    expect(await saved.json()).toMatchObject({ code: "not_found", details: { field: "card.id" } });

    const r5 = await merchant.api.post("/v1/transactions", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(r5.status()).toBe(400);
    expect(await r5.json()).toMatchObject({ code: "bad_request" });

    const list = await merchant.api.get("/v1/transactions");
    expect(await list.json()).toEqual([]);
  });

  test("snake_case aliases are accepted", async ({ merchant }) => {
    const body = transactionBody("pix") as Record<string, unknown>;
    const { paymentMethod, ...rest } = body;
    const res = await merchant.api.post("/v1/transactions", {
      data: { ...rest, payment_method: paymentMethod, external_ref: "ORDER-9" },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ paymentMethod: "pix", externalRef: "ORDER-9" });
  });
});

test.describe("GET /v1/transactions", () => {
  test("filters, comma lists, paging, newest first and X-Total-Count", async ({ merchant }) => {
    const buyer = customer();
    const created = [];
    for (const [method, extra] of [
      ["credit_card", { installments: 2 }],
      ["pix", {}],
      ["boleto", {}],
      ["credit_card", { installments: 5, traceable: true }],
    ] as const)
      created.push(
        await (
          await merchant.api.post("/v1/transactions", { data: transactionBody(method, { customer: buyer, ...extra }) })
        ).json(),
      );
    await merchant.api.post("/v1/transactions", { data: transactionBody("pix") });

    const all = await merchant.api.get("/v1/transactions?limit=2");
    expect(all.headers()["x-total-count"]).toBe("5");
    const page1 = await all.json();
    expect(page1).toHaveLength(2);
    const page2 = await (await merchant.api.get("/v1/transactions?limit=2&offset=2")).json();
    const page2b = await (await merchant.api.get("/v1/transactions?limit=2&page=2")).json();
    expect(page2.map((t: { id: number }) => t.id)).toEqual(page2b.map((t: { id: number }) => t.id));
    expect(page1[0].id).toBeGreaterThan(page2[0].id);

    const ids = async (q: string) =>
      (await (await merchant.api.get(`/v1/transactions?${q}`)).json()).map((t: { id: number }) => t.id).sort();
    expect(await ids(`email=${buyer.email.toUpperCase()}`)).toEqual(created.map((t) => t.id).sort());
    expect(await ids(`paymentMethods=pix,boleto&email=${buyer.email}`)).toEqual([created[1].id, created[2].id].sort());
    expect(await ids("status=paid")).toEqual([created[0].id, created[3].id].sort());
    expect(await ids("installments=5,7")).toEqual([created[3].id]);
    expect(await ids("traceable=true")).toEqual([created[3].id]);
    expect(await ids("deliveryStatus=waiting")).toEqual([created[3].id]);
    expect(await ids(`documentNumber=${buyer.document.number}&paymentMethods=credit_card`)).toEqual(
      [created[0].id, created[3].id].sort(),
    );
    expect(
      await ids(`name=${encodeURIComponent(buyer.name.toUpperCase())}&phone=11987654321&status=waiting_payment`),
    ).toEqual([created[1].id, created[2].id].sort());
    expect(await ids(`id=${created[2].id}`)).toEqual([created[2].id]);
    expect(await ids(`createdFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
  });

  test("a foreign payer is found by passport in any case, with the postcode and country they sent", async ({
    merchant,
  }) => {
    const passport = `ab${Date.now().toString(36)}`;
    const address = { street: "Rua Augusta", streetNumber: "1", city: "Lisboa", zipCode: "1100-053", country: "pt" };
    const t = await (
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", {
          customer: customer({ document: { number: passport, type: "passport" }, address }),
        }),
      })
    ).json();
    expect(t.customer.document).toEqual({ number: passport.toUpperCase(), type: "passport" });
    expect(t.address).toMatchObject({ zipCode: "1100-053", country: "PT" });
    const found = await (await merchant.api.get(`/v1/transactions?documentNumber=${passport}`)).json();
    expect(found.map((x: { id: number }) => x.id)).toEqual([t.id]);
  });

  test("invalid filters are 400 with the error shape", async ({ merchant }) => {
    for (const q of [
      "installments=13",
      "status=unknown",
      "paymentMethods=cash",
      "traceable=maybe",
      "limit=1000",
      "createdFrom=yesterday",
      "amountFrom=-1",
      "amountTo=12.5",
      "cardBrand=unknownbrand",
      "cardLastDigits=12",
      "sort=customer",
    ]) {
      const res = await merchant.api.get(`/v1/transactions?${q}`);
      expect(res.status(), q).toBe(400);
      const body = await res.json();
      expect(body, q).toMatchObject({ code: "bad_request", details: { issues: expect.any(Array) } });
    }
  });

  test("sorted by amount and filtered by amount range and card, over HTTP", async ({ merchant }) => {
    const amounts = [3000, 700, 15000];
    const ids: number[] = [];
    for (const amount of amounts)
      ids.push(
        (
          await (
            await merchant.api.post("/v1/transactions", {
              data: transactionBody("credit_card", {
                amount,
                items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }],
              }),
            })
          ).json()
        ).id,
      );
    const get = async (q: string) =>
      (await (await merchant.api.get(`/v1/transactions?${q}`)).json()) as { id: number }[];
    expect((await get("sort=-amount")).map((t) => t.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await get("sort=amount&limit=1")).map((t) => t.id)).toEqual([ids[1]]);
    expect((await get("amountFrom=1000&amountTo=3000")).map((t) => t.id)).toEqual([ids[0]]);
    expect(await get("cardBrand=elo")).toEqual([]);
    expect((await get("cardBrand=visa&cardLastDigits=1111")).length).toBe(3);
  });

  test("another company's transactions are invisible: 404 by id, absent from lists", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await (await merchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
    const res = await otherMerchant.api.get(`/v1/transactions/${t.id}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", resource: "transaction" });
    expect(await (await otherMerchant.api.get(`/v1/transactions?id=${t.id}`)).json()).toEqual([]);
    expect((await merchant.api.get(`/v1/transactions/${t.id}`)).status()).toBe(200);
    for (const bad of ["999999999", "abc", "0", "-1"])
      expect((await merchant.api.get(`/v1/transactions/${bad}`)).status()).toBe(404);
  });
});
