import { expect, test } from "../fixtures";
import { randomCpf } from "../support/documents";
import { createRecipient, issuePaths, ok } from "../support/money";
import { signIn } from "../support/session";

const standalone = (overrides: Record<string, unknown> = {}) => ({
  bankCode: "341",
  agency: "1234",
  accountNumber: "567890",
  accountDigit: "1",
  accountType: "checking",
  holderName: "Fulana de Tal",
  ...overrides,
});

test.describe("/v1/bank-accounts and /v1/recipients/{id}/bank-accounts", () => {
  test("POST /bank-accounts adds to the company's own recipient and answers the spec's field names", async ({
    merchant,
  }) => {
    const company = await ok(await merchant.api.get("/v1/company"));
    const body = standalone({ holderDocument: company.documentNumber });
    const a = await ok(await merchant.api.post("/v1/bank-accounts", { data: body }));
    // the suite runs on the sandbox default (no payout cooldown): usable from its creation
    expect(a).toEqual({
      id: expect.any(Number),
      recipientId: merchant.recipientId,
      bankCode: "341",
      agency: "1234",
      agencyDigit: null,
      accountNumber: "567890",
      accountDigit: "1",
      accountType: "checking",
      holderName: "Fulana de Tal",
      holderDocument: company.documentNumber,
      holderDocumentType: "cnpj",
      thirdParty: false,
      usableAfter: a.createdAt,
      confirmedAt: null,
      createdAt: expect.any(String),
    });
    // stored once; the recipient routes answer in their own spelling
    const embedded = await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts/${a.id}`));
    expect(embedded).toEqual({
      id: a.id,
      recipientId: merchant.recipientId,
      bankCode: "341",
      agencyNumber: "1234",
      agencyDigit: null,
      accountNumber: "567890",
      accountDigit: "1",
      type: "conta_corrente",
      legalName: "Fulana de Tal",
      documentNumber: company.documentNumber,
      documentType: "cnpj",
      thirdParty: false,
      usableAfter: a.createdAt,
      confirmedAt: null,
      createdAt: a.createdAt,
    });
    // the newest account is the recipient's account from now on
    expect((await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`))).bankAccount.id).toBe(a.id);
  });

  test("an account held by someone other than the recipient is refused, unless an owner in the dashboard marks it third-party", async ({
    merchant,
    baseURL,
    playwright,
  }) => {
    const r = await createRecipient(merchant.api);
    const stranger = randomCpf();
    const before = await (await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).json();
    const refused = await merchant.api.post("/v1/bank-accounts", {
      data: standalone({ recipientId: r.id, holderDocument: stranger }),
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: "holder_document_mismatch",
      details: { field: "holderDocument", recipientDocument: r.document.number },
    });
    const inline = await merchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, {
      data: {
        bankCode: "001",
        agencyNumber: "1",
        accountNumber: "9",
        accountDigit: "1",
        type: "conta_corrente",
        documentNumber: stranger,
      },
    });
    expect(await inline.json()).toMatchObject({
      code: "holder_document_mismatch",
      details: { field: "documentNumber" },
    });
    // a leaked key cannot say "third party" either
    const byKey = await merchant.api.post("/v1/bank-accounts", {
      data: standalone({ recipientId: r.id, holderDocument: stranger, thirdParty: true }),
    });
    expect(byKey.status()).toBe(403);
    expect(await (await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).json()).toEqual(before);

    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, merchant.email, merchant.password);
    const marked = await ok(
      await owner.post("/v1/bank-accounts", {
        data: standalone({ recipientId: r.id, holderDocument: stranger, thirdParty: true }),
      }),
    );
    expect(marked).toMatchObject({ recipientId: r.id, holderDocument: stranger, thirdParty: true });
    await owner.dispose();
  });

  test("account types map both ways: savings ↔ conta_poupanca, payment ↔ conta_pagamento", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    for (const [accountType, type] of [
      ["savings", "conta_poupanca"],
      ["payment", "conta_pagamento"],
      ["checking", "conta_corrente"],
    ]) {
      const a = await ok(
        await merchant.api.post("/v1/bank-accounts", { data: standalone({ recipientId: r.id, accountType }) }),
      );
      expect(a).toMatchObject({ recipientId: r.id, accountType });
      expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts/${a.id}`))).type).toBe(type);
    }
  });

  test("the holder defaults to the recipient", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    const a = await ok(
      await merchant.api.post("/v1/bank-accounts", {
        data: {
          recipientId: r.id,
          bankCode: "237",
          agency: "1",
          accountNumber: "2",
          accountDigit: "3",
          accountType: "checking",
        },
      }),
    );
    expect(a).toMatchObject({ holderName: r.legalName, holderDocument: r.document.number, holderDocumentType: "cpf" });
  });

  test("POST and GET /recipients/{id}/bank-accounts use the recipient's field names, newest first, paged", async ({
    merchant,
  }) => {
    const r = await createRecipient(merchant.api);
    const added = await ok(
      await merchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, {
        data: {
          bankCode: "033",
          agencyNumber: "4321",
          agencyDigit: "0",
          accountNumber: "13579",
          accountDigit: "x",
          type: "conta_corrente_conjunta",
        },
      }),
    );
    expect(added).toMatchObject({
      recipientId: r.id,
      bankCode: "033",
      agencyNumber: "4321",
      agencyDigit: "0",
      accountDigit: "X",
      type: "conta_corrente_conjunta",
      legalName: r.legalName,
    });
    const res = await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`);
    expect(res.headers()["x-total-count"]).toBe("2");
    expect((await res.json()).map((a: { id: number }) => a.id)).toEqual([added.id, r.bankAccount.id]);
    const page = await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts?limit=1&page=2`);
    expect((await page.json()).map((a: { id: number }) => a.id)).toEqual([r.bankAccount.id]);
  });

  test("bank code, agency, account and digits are validated: 400 with each path", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/bank-accounts", {
      data: standalone({
        bankCode: "34a",
        agency: "123456",
        accountNumber: "12345678901234",
        accountDigit: "123",
        accountType: "corrente",
        holderDocument: "11111111111",
      }),
    });
    expect(res.status()).toBe(400);
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining(["bankCode", "agency", "accountNumber", "accountDigit", "accountType", "holderDocument"]),
    );
    const embedded = await merchant.api.post(`/v1/recipients/${merchant.recipientId}/bank-accounts`, {
      data: { bankCode: "1", agencyNumber: "", accountNumber: "1-2", accountDigit: "", type: "checking" },
    });
    expect(embedded.status()).toBe(400);
    expect(await issuePaths(embedded)).toEqual(
      expect.arrayContaining(["bankCode", "agencyNumber", "accountNumber", "accountDigit", "type"]),
    );
    expect((await merchant.api.post("/v1/bank-accounts", { data: standalone({ recipientId: "abc" }) })).status()).toBe(
      400,
    );
  });

  test("another company's recipient or account and unknown ids are 404", async ({ merchant, otherMerchant }) => {
    const r = await createRecipient(merchant.api);
    const theirs = await ok(await otherMerchant.api.post("/v1/bank-accounts", { data: standalone() }));
    const cases = [
      await otherMerchant.api.post("/v1/bank-accounts", { data: standalone({ recipientId: r.id }) }),
      await otherMerchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, {
        data: { bankCode: "001", agencyNumber: "1", accountNumber: "1", accountDigit: "1", type: "conta_corrente" },
      }),
      await otherMerchant.api.get(`/v1/recipients/${r.id}/bank-accounts`),
      await otherMerchant.api.get(`/v1/recipients/${r.id}/bank-accounts/${r.bankAccount.id}`),
      // an account id of another company under one's own recipient
      await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts/${theirs.id}`),
      // an account of another of one's own recipients
      await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts/${r.bankAccount.id}`),
      await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts/999999999`),
      await merchant.api.get(`/v1/recipients/999999999/bank-accounts`),
      await merchant.api.post("/v1/bank-accounts", { data: standalone({ recipientId: 999999999 }) }),
    ];
    for (const res of cases) {
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
    expect((await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).headers()["x-total-count"]).toBe("1");
  });
});
