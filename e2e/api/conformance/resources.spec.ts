import { customer as customerBody, expect, test, transactionBody } from "../../fixtures";
import { createRecipient, issuePaths, ok, recipientBody } from "../../support/money";

// Seed spec, "Resources and their fields": every documented field is present, with its type, and
// every required request field is required.

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const address = {
  street: "Rua das Flores",
  streetNumber: "100",
  complement: "Ap 1",
  neighborhood: "Centro",
  city: "São Paulo",
  state: "SP",
  zipCode: "01001000",
  country: "BR",
};

test.describe("Transaction (response)", () => {
  test("has every field of the spec, with its type", async ({ merchant }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", {
          externalRef: "PED-77",
          ip: "203.0.113.9",
          postbackUrl: "https://loja.example.com/postback",
          shipping: { address, fee: 1500, deliveryDate: "2030-01-02" },
        }),
      }),
    );
    const types: Record<string, string> = {
      id: "number",
      amount: "number",
      refundedAmount: "number",
      companyId: "number",
      installments: "number",
      paymentMethod: "string",
      status: "string",
      postbackUrl: "string",
      metadata: "object",
      traceable: "boolean",
      secureId: "string",
      secureUrl: "string",
      createdAt: "string",
      updatedAt: "string",
      paidAt: "string",
      ip: "string",
      externalRef: "string",
      customer: "object",
      card: "object",
      shipping: "object",
      items: "object",
      splits: "object",
      refunds: "object",
      fee: "object",
    };
    for (const [field, type] of Object.entries(types)) expect(typeof t[field], field).toBe(type);
    for (const field of ["address", "boleto", "pix", "refusedReason"]) expect(t, field).toHaveProperty(field);
    for (const field of ["createdAt", "updatedAt", "paidAt"]) expect(t[field], field).toMatch(ISO_UTC);
    expect(t).toMatchObject({
      companyId: merchant.companyId,
      paymentMethod: "credit_card",
      externalRef: "PED-77",
      ip: "203.0.113.9",
      postbackUrl: "https://loja.example.com/postback",
    });
    expect(Array.isArray(t.items) && Array.isArray(t.splits) && Array.isArray(t.refunds)).toBe(true);
    expect(t.secureUrl).toContain(t.secureId);
  });

  test("boleto and pix are null in the credit-card case", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    expect(t.boleto).toBeNull();
    expect(t.pix).toBeNull();
    const pix = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    expect(pix.pix).toEqual(expect.objectContaining({ qrcode: expect.stringMatching(/^000201/) }));
    expect(pix.boleto).toBeNull();
    const boleto = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    expect(boleto.boleto).toEqual(expect.objectContaining({ barcode: expect.stringMatching(/^\d{44}$/) }));
    expect(boleto.pix).toBeNull();
  });
});

test.describe("Transaction creation request", () => {
  test("amount, paymentMethod, customer, items and metadata are required", async ({ merchant }) => {
    for (const field of ["amount", "paymentMethod", "customer", "items", "metadata"]) {
      const body: Record<string, unknown> = transactionBody("pix");
      delete body[field];
      const res = await merchant.api.post("/v1/transactions", { data: body });
      expect(res.status(), field).toBe(400);
      expect(await issuePaths(res), field).toContain(field);
    }
  });

  test("card and installments when credit_card, pix when pix, boleto when boleto", async ({ merchant }) => {
    for (const [method, field] of [
      ["credit_card", "card"],
      ["credit_card", "installments"],
      ["pix", "pix"],
      ["boleto", "boleto"],
    ] as const) {
      const body: Record<string, unknown> = transactionBody(method);
      delete body[field];
      const res = await merchant.api.post("/v1/transactions", { data: body });
      expect(res.status(), `${method} without ${field}`).toBe(400);
      expect(await issuePaths(res)).toContain(field);
    }
  });

  test("traceable defaults to false; shipping, postbackUrl, ip, externalRef and splits are optional", async ({
    merchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    expect(t).toMatchObject({ traceable: false, postbackUrl: null, externalRef: null, shipping: null });
  });
});

test.describe("Card", () => {
  test("a charged card comes back with brand and last digits, never its number or CVV", async ({ merchant }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    expect(t.card).toMatchObject({
      id: expect.any(Number),
      brand: "visa",
      lastDigits: "1111",
      holderName: "FULANO DE TAL",
      expirationMonth: 12,
      expirationYear: 2030,
      reusable: false,
      createdAt: expect.stringMatching(ISO_UTC),
    });
    const text = JSON.stringify(t);
    expect(text).not.toContain("4111111111111111");
    expect(t.card).not.toHaveProperty("cvv");
    expect(t.card).not.toHaveProperty("number");
  });
});

test.describe("Customer, Document and Address", () => {
  test("the Customer answers every CustomerRequest field plus id and createdAt", async ({ merchant }) => {
    const sent = customerBody({ externalRef: "CLI-9", birthdate: "1990-05-17", address });
    const c = await ok(await merchant.api.post("/v1/customers", { data: sent }));
    expect(c).toMatchObject({ ...sent, id: expect.any(Number), createdAt: expect.stringMatching(ISO_UTC) });
    expect(c.document).toEqual({ number: sent.document.number, type: "cpf" });
    for (const [k, v] of Object.entries(c.address)) if (v !== null) expect(typeof v, `address.${k}`).toBe("string");
  });

  test("name, email and document are required", async ({ merchant }) => {
    for (const field of ["name", "email", "document"]) {
      const body: Record<string, unknown> = customerBody();
      delete body[field];
      const res = await merchant.api.post("/v1/customers", { data: body });
      expect(res.status(), field).toBe(400);
      expect(await issuePaths(res)).toContain(field);
    }
  });
});

test.describe("Item, TransactionMetadata, Shipping, Split, Refund and Fee", () => {
  test("an item needs title, unitPrice, quantity and tangible; externalRef is optional", async ({ merchant }) => {
    for (const field of ["title", "unitPrice", "quantity", "tangible"]) {
      const item: Record<string, unknown> = { title: "Mel", unitPrice: 10000, quantity: 1, tangible: true };
      delete item[field];
      const res = await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { items: [item] }) });
      expect(res.status(), field).toBe(400);
      expect(await issuePaths(res)).toContain(`items.0.${field}`);
    }
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", {
          items: [{ title: "Mel", unitPrice: 10000, quantity: 1, tangible: true, externalRef: "SKU-1" }],
        }),
      }),
    );
    expect(t.items).toEqual([{ title: "Mel", unitPrice: 10000, quantity: 1, tangible: true, externalRef: "SKU-1" }]);
  });

  test("metadata takes exactly the five strings: provider, user_email, order_id, checkout_url, shop_url", async ({
    merchant,
  }) => {
    const metadata = {
      provider: "loja",
      user_email: "a@example.com",
      order_id: "1",
      checkout_url: "https://l.example.com/c",
      shop_url: "https://l.example.com",
    };
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { metadata }) }));
    expect(t.metadata).toEqual(metadata);
    const extra = await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", { metadata: { ...metadata, coupon: "X" } }),
    });
    expect(extra.status()).toBe(400);
    const { order_id: _, ...missing } = metadata;
    const short = await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { metadata: missing }) });
    expect(short.status()).toBe(400);
    expect(await issuePaths(short)).toContain("metadata.order_id");
  });

  test("shipping carries address, fee and deliveryDate, and its fee is not added to amount", async ({ merchant }) => {
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { shipping: { address, fee: 1500, deliveryDate: "2030-01-02" } }),
      }),
    );
    expect(t.shipping).toMatchObject({
      fee: 1500,
      deliveryDate: "2030-01-02",
      address: expect.objectContaining({ zipCode: "01001000" }),
    });
    expect(t.amount).toBe(10000);
  });

  test("a split names recipientId and amount, and answers netAmount", async ({ merchant }) => {
    const partner = await createRecipient(merchant.api);
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", { splits: [{ recipientId: partner.id, amount: 4000 }] }),
      }),
    );
    const split = t.splits.find((s: { recipientId: number }) => s.recipientId === partner.id);
    expect(split).toMatchObject({ recipientId: partner.id, amount: 4000, netAmount: expect.any(Number) });
    const res = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { splits: [{ amount: 4000 }] }),
    });
    expect(res.status()).toBe(400);
    expect(await issuePaths(res)).toContain("splits.0.recipientId");
  });

  test("Refund is {id, amount, createdAt}; Fee is integers fixedAmount, spreadPercentage, estimatedFee, netAmount", async ({
    merchant,
  }) => {
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
    const refund = await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1000 } }));
    expect(refund).toEqual({ id: expect.any(Number), amount: 1000, createdAt: expect.stringMatching(ISO_UTC) });
    for (const field of ["fixedAmount", "spreadPercentage", "estimatedFee", "netAmount"])
      expect(Number.isInteger(t.fee[field]), `fee.${field}`).toBe(true);
    // whole percent as the spec's integer (3.99 % answers 4); the exact rate beside it (docs/api.md)
    expect(t.fee.spreadPercentage).toBe(Math.round(t.fee.spreadBasisPoints / 100));
    expect(t.fee.netAmount).toBe(t.amount - t.fee.estimatedFee);
  });
});

test.describe("Recipient", () => {
  test("answers id, companyId, tenantId, createdAt, balance and what was sent", async ({ merchant }) => {
    const r = await createRecipient(merchant.api, { legalName: "Parceira Conformidade" });
    expect(r).toMatchObject({
      id: expect.any(Number),
      companyId: merchant.companyId,
      tenantId: expect.any(Number),
      legalName: "Parceira Conformidade",
      createdAt: expect.stringMatching(ISO_UTC),
      balance: expect.any(Object),
    });
    expect(r.transferSettings).toMatchObject({
      transferEnabled: true,
      automaticAnticipationEnabled: false,
      anticipatableVolumePercentage: 0,
    });
    expect(r.bankAccount).toMatchObject({
      bankCode: "260",
      agencyNumber: "0001",
      accountNumber: "1234567",
      accountDigit: "8",
      type: "conta_corrente",
    });
  });

  test("legalName, document, transferSettings and bankAccount are required", async ({ merchant }) => {
    for (const field of ["legalName", "document", "transferSettings", "bankAccount"]) {
      const res = await merchant.api.post("/v1/recipients", { data: { ...recipientBody(), [field]: undefined } });
      expect(res.status(), field).toBe(400);
      expect(await issuePaths(res)).toContain(field);
    }
  });
});

test.describe("BankAccount (standalone add)", () => {
  test("answers the fields sent plus id and createdAt", async ({ merchant }) => {
    const holder = await createRecipient(merchant.api);
    const sent = {
      recipientId: holder.id,
      bankCode: "341",
      agency: "1234",
      accountNumber: "55555",
      accountType: "checking",
      holderName: "Fulano de Tal",
      holderDocument: holder.document.number,
      accountDigit: "1",
    };
    const a = await ok(await merchant.api.post("/v1/bank-accounts", { data: sent }));
    expect(a).toMatchObject({ ...sent, id: expect.any(Number), createdAt: expect.stringMatching(ISO_UTC) });
  });
});

test.describe("Transfer, PaymentLink, Company and Error", () => {
  test("a Transfer is id, recipientId, amount, status and createdAt", async ({ merchant }) => {
    const paid = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    await ok(await merchant.api.post(`/v1/transactions/${paid.id}/sandbox/pay`));
    const t = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 1000, description: "Saque" },
      }),
    );
    expect(t).toMatchObject({
      id: expect.any(Number),
      recipientId: merchant.recipientId,
      amount: 1000,
      status: "processing",
      createdAt: expect.stringMatching(ISO_UTC),
    });
  });

  test("a PaymentLink is id, companyId, alias, title, amount, status, dates and settings, plus its URL", async ({
    merchant,
  }) => {
    const link = await ok(await merchant.api.post("/v1/payment-links", { data: { title: "Kit mel", amount: 5000 } }));
    expect(link).toMatchObject({
      id: expect.any(Number),
      companyId: merchant.companyId,
      alias: expect.any(String),
      title: "Kit mel",
      amount: 5000,
      status: "active",
      createdAt: expect.stringMatching(ISO_UTC),
      updatedAt: expect.stringMatching(ISO_UTC),
      url: expect.stringContaining(link.alias),
    });
    expect(link.settings).toMatchObject({
      defaultPaymentMethod: expect.any(String),
      requestAddress: expect.any(Boolean),
      requestPhone: expect.any(Boolean),
      requestDocument: expect.any(Boolean),
      traceable: expect.any(Boolean),
      boleto: { enabled: expect.any(Boolean), expiresInDays: expect.any(Number) },
      pix: { enabled: expect.any(Boolean), expiresInDays: expect.any(Number) },
      card: { enabled: expect.any(Boolean), freeInstallments: expect.any(Number), maxInstallments: expect.any(Number) },
    });
  });

  test("the Company is legalName, tradeName, documentNumber, address, id and createdAt", async ({ merchant }) => {
    const c = await ok(await merchant.api.get("/v1/company"));
    expect(c).toMatchObject({
      id: merchant.companyId,
      legalName: expect.any(String),
      tradeName: expect.any(String),
      documentNumber: expect.any(String),
      createdAt: expect.stringMatching(ISO_UTC),
    });
    expect(c).toHaveProperty("address");
  });

  test("an Error is message, code and details", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/transactions", { data: {} });
    const body = await res.json();
    expect(typeof body.message).toBe("string");
    expect(typeof body.code).toBe("string");
    expect(typeof body.details).toBe("object");
  });
});
