import { expect, test, transactionBody } from "../fixtures";
import { randomCnpj, randomCpf } from "../support/documents";
import { createRecipient, expectLedgerConsistent, issuePaths, ok, recipientBody } from "../support/money";
import { signIn } from "../support/session";

test.describe("/v1/recipients", () => {
  test("POST creates a recipient with its bank account and an empty balance", async ({ merchant }) => {
    const body = recipientBody({
      transferSettings: {
        transferEnabled: true,
        automaticAnticipationEnabled: true,
        anticipatableVolumePercentage: 40,
      },
    });
    const r = await ok(await merchant.api.post("/v1/recipients", { data: body }));
    expect(r).toEqual({
      id: expect.any(Number),
      companyId: merchant.companyId,
      tenantId: merchant.companyId,
      legalName: body.legalName,
      email: body.email,
      document: body.document,
      transferSettings: {
        transferEnabled: true,
        automaticAnticipationEnabled: true,
        anticipatableVolumePercentage: 40,
        // automatic transfers are off unless asked for
        transferInterval: "manual",
        transferDay: 0,
        transferMinimumAmount: 0,
        nextAutomaticTransferOn: null,
      },
      bankAccount: {
        id: expect.any(Number),
        recipientId: r.id,
        bankCode: "260",
        agencyNumber: "0001",
        agencyDigit: null,
        accountNumber: "1234567",
        accountDigit: "8",
        type: "conta_corrente",
        legalName: body.legalName,
        documentNumber: body.document.number,
        documentType: "cpf",
        thirdParty: false,
        usableAfter: expect.any(String),
        confirmedAt: null,
        createdAt: expect.any(String),
      },
      isDefault: false,
      balance: { available: 0, waitingFunds: 0, inTransit: 0, transferred: 0, debt: 0 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).toEqual(r);
  });

  test("a CNPJ recipient without document type, a masked number and a third-party joint account holder", async ({
    merchant,
    baseURL,
    playwright,
  }) => {
    const cnpj = randomCnpj();
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const holder = randomCpf();
    const bankAccount = {
      bankCode: "001",
      agencyNumber: "1234",
      agencyDigit: "x",
      accountNumber: "99887766",
      accountDigit: "0",
      type: "conta_poupanca_conjunta",
      legalName: "Sócia",
      documentNumber: holder,
    };
    // someone else's account: refused with a key, and creates no recipient
    const refused = await merchant.api.post("/v1/recipients", {
      data: recipientBody({ document: { number: masked }, bankAccount }),
    });
    expect(await refused.json()).toMatchObject({
      code: "holder_document_mismatch",
      details: { field: "bankAccount.documentNumber" },
    });
    expect(await (await merchant.api.get(`/v1/recipients?documentNumber=${cnpj}`)).json()).toEqual([]);
    // an owner in the dashboard marks it third-party
    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, merchant.email, merchant.password);
    const r = await createRecipient(owner, {
      document: { number: masked },
      bankAccount: { ...bankAccount, thirdParty: true },
    });
    await owner.dispose();
    expect(r.document).toEqual({ number: cnpj, type: "cnpj" });
    expect(r.bankAccount).toMatchObject({
      type: "conta_poupanca_conjunta",
      agencyDigit: "X",
      legalName: "Sócia",
      documentNumber: holder,
      documentType: "cpf",
      thirdParty: true,
    });
  });

  test("invalid fields are 400 with each path", async ({ merchant }) => {
    const res = await merchant.api.post("/v1/recipients", {
      data: recipientBody({
        legalName: "x".repeat(51),
        email: "nope",
        document: { number: "11222333000180", type: "cnpj" },
        transferSettings: { transferEnabled: "yes", anticipatableVolumePercentage: 101 },
        bankAccount: {
          bankCode: "34",
          agencyNumber: "123456",
          accountNumber: "12345678901234",
          accountDigit: "123",
          type: "corrente",
          documentNumber: "123",
        },
      }),
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_request" });
    expect(await issuePaths(res)).toEqual(
      expect.arrayContaining([
        "legalName",
        "email",
        "document.number",
        "transferSettings.transferEnabled",
        "transferSettings.anticipatableVolumePercentage",
        "bankAccount.bankCode",
        "bankAccount.agencyNumber",
        "bankAccount.accountNumber",
        "bankAccount.accountDigit",
        "bankAccount.type",
      ]),
    );
    const cpfAsCnpj = await merchant.api.post("/v1/recipients", {
      data: recipientBody({ document: { number: randomCpf(), type: "cnpj" } }),
    });
    expect(await issuePaths(cpfAsCnpj)).toEqual(["document.number"]);
    const missing = await merchant.api.post("/v1/recipients", { data: { legalName: "Só nome" } });
    expect(await issuePaths(missing)).toEqual(expect.arrayContaining(["document", "transferSettings", "bankAccount"]));
  });

  test("GET lists the company's recipients, own one included, with balances, filter and paging", async ({
    merchant,
  }) => {
    const a = await createRecipient(merchant.api);
    const b = await createRecipient(merchant.api);
    const res = await merchant.api.get("/v1/recipients");
    expect(res.headers()["x-total-count"]).toBe("3");
    const all = await res.json();
    expect(all.map((r: { id: number }) => r.id)).toEqual([b.id, a.id, merchant.recipientId]);
    expect(all[2]).toMatchObject({ isDefault: true, balance: { available: 0, waitingFunds: 0, transferred: 0 } });
    const page = await merchant.api.get("/v1/recipients?limit=1&offset=1");
    expect(page.headers()["x-total-count"]).toBe("3");
    expect((await page.json()).map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(
      (await (await merchant.api.get(`/v1/recipients?documentNumber=${a.document.number}`)).json()).map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([a.id]);
    expect((await merchant.api.get("/v1/recipients?limit=500")).status()).toBe(400);
  });

  test("a split credits the recipient: its balance shows in GET and in the list", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { splits: [{ recipientId: r.id, amount: 3000 }] }),
      }),
    );
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).balance).toEqual({
      available: 3000,
      waitingFunds: 0,
      inTransit: 0,
      transferred: 0,
      debt: 0,
    });
    const list = await (await merchant.api.get("/v1/recipients")).json();
    const own = list.find((x: { id: number }) => x.id === merchant.recipientId);
    expect(own.balance.available).toBe(7000 - t.fee.estimatedFee);
    await expectLedgerConsistent(merchant.api);
  });

  test("PUT and PATCH change only the fields sent; a new bank account becomes the latest", async ({ merchant }) => {
    const r = await createRecipient(merchant.api, {
      transferSettings: {
        transferEnabled: true,
        automaticAnticipationEnabled: true,
        anticipatableVolumePercentage: 25,
      },
    });
    const renamed = await ok(
      await merchant.api.patch(`/v1/recipients/${r.id}`, { data: { legalName: "Novo Nome Ltda" } }),
    );
    expect(renamed).toMatchObject({
      legalName: "Novo Nome Ltda",
      email: r.email,
      document: r.document,
      bankAccount: { id: r.bankAccount.id },
    });

    const settings = await ok(
      await merchant.api.put(`/v1/recipients/${r.id}`, { data: { transferSettings: { transferEnabled: false } } }),
    );
    expect(settings.transferSettings).toEqual({
      transferEnabled: false,
      automaticAnticipationEnabled: true,
      anticipatableVolumePercentage: 25,
      transferInterval: "manual",
      transferDay: 0,
      transferMinimumAmount: 0,
      nextAutomaticTransferOn: null,
    });
    expect(settings.legalName).toBe("Novo Nome Ltda");

    const moved = await ok(
      await merchant.api.patch(`/v1/recipients/${r.id}`, {
        data: {
          bank_account: {
            bank_code: "077",
            agency_number: "1",
            account_number: "55",
            account_digit: "1",
            type: "conta_pagamento",
          },
        },
      }),
    );
    expect(moved.bankAccount).toMatchObject({
      bankCode: "077",
      agencyNumber: "1",
      type: "conta_pagamento",
      legalName: "Novo Nome Ltda",
      documentNumber: r.document.number,
    });
    expect(moved.bankAccount.id).toBeGreaterThan(r.bankAccount.id);
    expect((await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).headers()["x-total-count"]).toBe("2");

    // resending the same document is harmless
    expect((await merchant.api.patch(`/v1/recipients/${r.id}`, { data: { document: r.document } })).status()).toBe(200);
    const bad = await merchant.api.patch(`/v1/recipients/${r.id}`, {
      data: { legalName: "", transferSettings: { anticipatableVolumePercentage: -1 } },
    });
    expect(bad.status()).toBe(400);
    expect(await issuePaths(bad)).toEqual(
      expect.arrayContaining(["legalName", "transferSettings.anticipatableVolumePercentage"]),
    );
  });

  test("email: null removes the e-mail; leaving it out keeps it", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    expect(r.email).toMatch(/@example\.com$/);
    const renamed = await ok(
      await merchant.api.patch(`/v1/recipients/${r.id}`, { data: { legalName: "Sem Mudar E-mail" } }),
    );
    expect(renamed.email).toBe(r.email);

    const cleared = await ok(await merchant.api.patch(`/v1/recipients/${r.id}`, { data: { email: null } }));
    expect(cleared).toMatchObject({ email: null, legalName: "Sem Mudar E-mail", document: r.document });
    expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).email).toBeNull();

    // the other fields still reject null and bad values, and such a request changes nothing
    const bad = await merchant.api.put(`/v1/recipients/${r.id}`, {
      data: { email: "nope", legalName: null, transferSettings: null },
    });
    expect(bad.status()).toBe(400);
    expect(await issuePaths(bad)).toEqual(expect.arrayContaining(["email", "legalName", "transferSettings"]));
    expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).legalName).toBe("Sem Mudar E-mail");

    const again = await ok(await merchant.api.put(`/v1/recipients/${r.id}`, { data: { email: "Volta@Example.com" } }));
    expect(again.email).toBe("volta@example.com");
  });

  test("changing the document is 422 invalid_state", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    const res = await merchant.api.put(`/v1/recipients/${r.id}`, {
      data: { document: { number: randomCpf(), type: "cpf" } },
    });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state", details: { field: "document" } });
    expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).document).toEqual(r.document);
  });

  test("another company's recipient and unknown ids are 404", async ({ merchant, otherMerchant }) => {
    const r = await createRecipient(merchant.api);
    for (const res of [
      await otherMerchant.api.get(`/v1/recipients/${r.id}`),
      await otherMerchant.api.patch(`/v1/recipients/${r.id}`, { data: { legalName: "Roubado" } }),
      await otherMerchant.api.put(`/v1/recipients/${merchant.recipientId}`, { data: { legalName: "Roubado" } }),
    ]) {
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "recipient" });
    }
    expect((await ok(await merchant.api.get(`/v1/recipients/${r.id}`))).legalName).toBe(r.legalName);
    expect((await (await otherMerchant.api.get("/v1/recipients")).json()).map((x: { id: number }) => x.id)).toEqual([
      otherMerchant.recipientId,
    ]);
    for (const id of ["999999999", "abc"]) expect((await merchant.api.get(`/v1/recipients/${id}`)).status()).toBe(404);
    expect((await merchant.api.patch("/v1/recipients/999999999", { data: { legalName: "X" } })).status()).toBe(404);
  });
});
