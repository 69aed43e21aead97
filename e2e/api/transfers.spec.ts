import { expect, test } from "../fixtures";
import { randomCpf } from "../support/documents";
import { balance, createRecipient, expectLedgerConsistent, issuePaths, ok, paidCard, paidPix } from "../support/money";

// A bank account in the official clients' inline spelling (POST /v1/transfers `bankAccount`)
const inlineAccount = {
  bankCode: "033",
  agencyNumber: "4321",
  accountNumber: "7654321",
  accountDigit: "0",
  type: "conta_corrente",
  legalName: "Parceiro Inline",
  documentNumber: randomCpf(),
  documentType: "cpf",
};

test.describe("/v1/transfers", () => {
  test("a transfer moves available into transit at once, to the recipient's latest account", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const available = 10000 - t.fee.estimatedFee;
    const tr = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 2000, description: "Saque semanal" },
      }),
    );
    const account = (await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`))).bankAccount;
    expect(tr).toEqual({
      id: expect.any(Number),
      companyId: merchant.companyId,
      recipientId: merchant.recipientId,
      amount: 2000,
      fee: 0,
      type: "bank_account",
      status: "processing",
      description: "Saque semanal",
      bankAccountId: account.id,
      bankAccount: account,
      pixKey: null,
      externalRef: null,
      metadata: null,
      postbackUrl: null,
      failReason: null,
      bankAuthentication: null,
      transferredAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await balance(merchant.api)).toEqual({
      recipientId: merchant.recipientId,
      available: available - 2000,
      waitingFunds: 0,
      inTransit: 2000,
      transferred: 0,
      debt: 0,
    });
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toEqual(tr);
    await expectLedgerConsistent(merchant.api);
  });

  test("settle: processing → success, the money stays out; a settled transfer cannot change again", async ({
    merchant,
  }) => {
    const t = await paidPix(merchant.api, 10000);
    const tr = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 5000 } }),
    );
    const settled = await ok(await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`));
    expect(settled).toMatchObject({
      id: tr.id,
      status: "success",
      transferredAt: expect.any(String),
      failReason: null,
      bankAuthentication: null,
    });
    expect(await balance(merchant.api)).toMatchObject({
      available: 5000 - t.fee.estimatedFee,
      inTransit: 0,
      transferred: 5000,
    });
    for (const action of ["settle", "fail"]) {
      const res = await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/${action}`);
      expect(res.status(), action).toBe(422);
      expect(await res.json()).toMatchObject({ code: "invalid_state", details: { status: "success" } });
    }
    await expectLedgerConsistent(merchant.api);
  });

  test("fail: processing → failed with failReason, and the funds return to available", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const before = await balance(merchant.api);
    const tr = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 3000 } }),
    );
    const failed = await ok(
      await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/fail`, { data: { reason: "conta_encerrada" } }),
    );
    expect(failed).toMatchObject({ status: "failed", failReason: "conta_encerrada", transferredAt: null });
    expect(failed).not.toHaveProperty("failureReason");
    expect(await balance(merchant.api)).toEqual(before);
    expect(before.available).toBe(10000 - t.fee.estimatedFee);
    const again = await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`);
    expect(again.status()).toBe(422);
    // without a reason, a default one
    const tr2 = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 100 } }),
    );
    expect((await ok(await merchant.api.post(`/v1/transfers/${tr2.id}/sandbox/fail`))).failReason).toEqual(
      expect.any(String),
    );
    await expectLedgerConsistent(merchant.api);
  });

  test("more than available is 422 insufficient_balance with both amounts; card money waiting to settle cannot leave", async ({
    merchant,
  }) => {
    const t = await paidPix(merchant.api, 10000);
    const available = 10000 - t.fee.estimatedFee;
    const res = await merchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: available + 1 },
    });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({
      code: "insufficient_balance",
      details: { available, requested: available + 1 },
    });
    // exactly all of it is fine
    await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: available } }),
    );
    expect(await balance(merchant.api)).toMatchObject({ available: 0, inTransit: available });
    await paidCard(merchant.api, 10000);
    const waiting = await merchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: 1 },
    });
    expect(waiting.status()).toBe(422);
    expect(await waiting.json()).toMatchObject({ code: "insufficient_balance", details: { available: 0 } });
    await expectLedgerConsistent(merchant.api);
  });

  test("a recipient with transfers disabled is 422 invalid_state", async ({ merchant }) => {
    await paidPix(merchant.api, 10000);
    await ok(
      await merchant.api.patch(`/v1/recipients/${merchant.recipientId}`, {
        data: { transferSettings: { transferEnabled: false } },
      }),
    );
    const res = await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 100 } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state", details: { recipientId: merchant.recipientId } });
    expect((await balance(merchant.api)).inTransit).toBe(0);
  });

  test("a split recipient transfers its own share, to a chosen account or a Pix key", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 4000 }] });
    const second = await ok(
      await merchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, {
        data: { bankCode: "104", agencyNumber: "10", accountNumber: "20", accountDigit: "3", type: "conta_poupanca" },
      }),
    );
    const toFirst = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: r.id, amount: 1000, bankAccountId: r.bankAccount.id },
      }),
    );
    expect(toFirst.bankAccountId).toBe(r.bankAccount.id);
    const toLatest = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000 } }));
    expect(toLatest.bankAccountId).toBe(second.id);
    const toPix = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: r.id, amount: 1000, pixKey: "parceiro@example.com" },
      }),
    );
    expect(toPix).toMatchObject({
      type: "pix",
      fee: 0,
      bankAccountId: null,
      bankAccount: null,
      pixKey: "parceiro@example.com",
    });
    expect(await balance(merchant.api, r.id)).toEqual({
      recipientId: r.id,
      available: 1000,
      waitingFunds: 0,
      inTransit: 3000,
      transferred: 0,
      debt: 0,
    });
    const over = await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1001 } });
    expect(await over.json()).toMatchObject({
      code: "insufficient_balance",
      details: { available: 1000, requested: 1001 },
    });
    // another recipient's account cannot receive this recipient's money
    const own = (await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`))).bankAccount;
    const foreign = await merchant.api.post("/v1/transfers", {
      data: { recipientId: r.id, amount: 100, bankAccountId: own.id },
    });
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: "not_found", resource: "bank_account" });
    await expectLedgerConsistent(merchant.api);
  });

  test("invalid input is 400 with each path; recipientId is required", async ({ merchant }) => {
    const r = merchant.recipientId;
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["recipientId", "amount"]],
      [{ amount: 100 }, ["recipientId"]],
      [{ amount: 100, recipientId: null }, ["recipientId"]],
      [{ recipientId: r, amount: 0 }, ["amount"]],
      [{ recipientId: r, amount: -5 }, ["amount"]],
      [{ recipientId: r, amount: "100" }, ["amount"]],
      [{ recipientId: r, amount: 10.5 }, ["amount"]],
      [{ amount: 100, recipientId: "x" }, ["recipientId"]],
      [{ recipientId: r, amount: 100, description: "x".repeat(256) }, ["description"]],
      [
        {
          recipientId: r,
          amount: 100,
          bankAccount: {
            bankCode: "1",
            agencyNumber: "0001",
            accountNumber: "1",
            accountDigit: "1",
            type: "conta_corrente",
          },
        },
        ["bankAccount.bankCode"],
      ],
      [
        { recipientId: r, amount: 100, bankAccount: { ...inlineAccount, documentNumber: "11111111111" } },
        ["bankAccount.documentNumber"],
      ],
      [{ recipientId: r, amount: 100, externalRef: "x".repeat(256) }, ["externalRef"]],
      [{ recipientId: r, amount: 100, metadata: "pedido 1" }, ["metadata"]],
    ];
    for (const [data, paths] of cases) {
      const res = await merchant.api.post("/v1/transfers", { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await issuePaths(res), JSON.stringify(data)).toEqual(paths);
    }
    expect((await merchant.api.get("/v1/transfers?status=sent")).status()).toBe(400);
    expect((await merchant.api.get("/v1/transfers?recipientId=abc")).status()).toBe(400);
  });

  test("GET lists with status (comma list) and recipient filters, paging and X-Total-Count", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 3000 }] });
    const a = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 100 } }),
    );
    const b = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 200 } }),
    );
    const c = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 300, recipientId: r.id } }));
    await ok(await merchant.api.post(`/v1/transfers/${a.id}/sandbox/settle`));
    await ok(await merchant.api.post(`/v1/transfers/${b.id}/sandbox/fail`));

    const ids = async (q: string) => {
      const res = await merchant.api.get(`/v1/transfers${q}`);
      return { total: res.headers()["x-total-count"], ids: (await res.json()).map((x: { id: number }) => x.id) };
    };
    expect(await ids("")).toEqual({ total: "3", ids: [c.id, b.id, a.id] });
    expect(await ids("?status=success")).toEqual({ total: "1", ids: [a.id] });
    expect(await ids("?status=processing,failed")).toEqual({ total: "2", ids: [c.id, b.id] });
    expect(await ids(`?recipientId=${r.id}`)).toEqual({ total: "1", ids: [c.id] });
    expect(await ids(`?recipient_id=${merchant.recipientId}&status=failed`)).toEqual({ total: "1", ids: [b.id] });
    expect(await ids("?limit=1&offset=1")).toEqual({ total: "3", ids: [b.id] });
    expect(await ids("?limit=2&page=2")).toEqual({ total: "3", ids: [a.id] });
  });

  test("another company's transfers and recipients are 404; unknown ids too", async ({ merchant, otherMerchant }) => {
    await paidPix(merchant.api, 10000);
    const tr = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 1000 } }),
    );
    for (const res of [
      await otherMerchant.api.get(`/v1/transfers/${tr.id}`),
      await otherMerchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`),
      await otherMerchant.api.post(`/v1/transfers/${tr.id}/sandbox/fail`),
    ]) {
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "transfer" });
    }
    // moving another company's money: the recipient does not exist for them
    const steal = await otherMerchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: 100 },
    });
    expect(steal.status()).toBe(404);
    expect(await steal.json()).toMatchObject({ code: "not_found", resource: "recipient" });
    expect(await (await otherMerchant.api.get("/v1/transfers")).json()).toEqual([]);
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toMatchObject({ status: "processing" });
    for (const id of ["999999999", "abc", "0"])
      expect((await merchant.api.get(`/v1/transfers/${id}`)).status()).toBe(404);
    expect((await merchant.api.post("/v1/transfers/999999999/sandbox/settle")).status()).toBe(404);
    await expectLedgerConsistent(merchant.api);
  });
  test("an inline bankAccount goes to the recipient's matching stored account, not its latest one", async ({
    merchant,
  }) => {
    const r = await createRecipient(merchant.api);
    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 5000 }] });
    const latest = await ok(
      await merchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, {
        data: { bankCode: "104", agencyNumber: "10", accountNumber: "20", accountDigit: "3", type: "conta_poupanca" },
      }),
    );
    const { id: _id, recipientId: _r, createdAt: _c, agencyDigit: _d, ...first } = r.bankAccount;
    const tr = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000, bankAccount: first } }),
    );
    expect(tr).toMatchObject({
      bankAccountId: r.bankAccount.id,
      bankAccount: r.bankAccount,
      type: "bank_account",
      pixKey: null,
    });
    expect(tr.bankAccountId).not.toBe(latest.id);
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toEqual(tr);
    expect((await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).headers()["x-total-count"]).toBe("2");
    await expectLedgerConsistent(merchant.api);
  });

  test("an inline bankAccount not stored yet is added to that recipient (snake_case too) and the money goes there", async ({
    merchant,
  }) => {
    const r = await createRecipient(merchant.api);
    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 5000 }] });
    // held by the recipient itself (a third party's account needs an owner: bank-accounts.spec.ts)
    const inline = { ...inlineAccount, documentNumber: r.document.number };
    const tr = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipient_id: r.id, amount: 1000, bank_account: { ...inline, agency_number: inline.agencyNumber } },
      }),
    );
    const accounts = await ok(await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`));
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({ ...inline, recipientId: r.id });
    expect(tr).toMatchObject({ recipientId: r.id, bankAccountId: accounts[0].id, bankAccount: accounts[0] });
    // the same account again is the stored one, not a third
    const again = await ok(
      await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000, bankAccount: inline } }),
    );
    expect(again.bankAccountId).toBe(accounts[0].id);
    expect((await merchant.api.get(`/v1/recipients/${r.id}/bank-accounts`)).headers()["x-total-count"]).toBe("2");
    // the merchant's own recipient was not touched
    expect(
      (await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts`)).headers()["x-total-count"],
    ).toBe("1");
    expect(await balance(merchant.api, r.id)).toMatchObject({ available: 3000, inTransit: 2000 });
    await expectLedgerConsistent(merchant.api);
  });

  test("more than one destination, or a destination field it does not know, is 400 and moves nothing", async ({
    merchant,
  }) => {
    await paidPix(merchant.api, 10000);
    const r = merchant.recipientId;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ bankAccount: inlineAccount, pixKey: "a@b.co" }, ["pixKey"]],
      [{ bankAccount: inlineAccount, bankAccountId: 1 }, ["bankAccountId"]],
      [{ bank_account: inlineAccount, bank_account_id: 1, pix_key: "a@b.co" }, ["bankAccountId", "pixKey"]],
      [{ bankAccountId: 1, pixKey: "a@b.co" }, ["pixKey"]],
      [{ destination: { pixKey: "a@b.co" } }, ["destination"]],
      [{ pix: { key: "a@b.co" } }, ["pix"]],
      [{ bank_account_number: "123" }, ["bankAccountNumber"]],
      [{ beneficiary: { name: "Outro" } }, ["beneficiary"]],
      [{ bankAccount: inlineAccount, bank_account: { ...inlineAccount, accountNumber: "1" } }, ["bankAccount"]],
    ];
    for (const [extra, paths] of cases) {
      const res = await merchant.api.post("/v1/transfers", { data: { recipientId: r, amount: 100, ...extra } });
      expect(res.status(), JSON.stringify(extra)).toBe(400);
      expect(await issuePaths(res), JSON.stringify(extra)).toEqual(paths);
    }
    expect((await balance(merchant.api)).inTransit).toBe(0);
    expect((await merchant.api.get(`/v1/recipients/${r}/bank-accounts`)).headers()["x-total-count"]).toBe("1");
  });

  test("externalRef and metadata are stored and echoed; fee and type are always answered", async ({ merchant }) => {
    await paidPix(merchant.api, 10000);
    const metadata = { pedido: "A-17", lote: 3, urgente: true, order_id: "x" };
    const tr = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 500, external_ref: "saque-17", metadata },
      }),
    );
    expect(tr).toMatchObject({ externalRef: "saque-17", metadata, fee: 0, type: "bank_account" });
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toMatchObject({
      externalRef: "saque-17",
      metadata,
    });
    const pix = await ok(
      await merchant.api.post("/v1/transfers", {
        data: { recipientId: merchant.recipientId, amount: 500, pixKey: "loja@example.com" },
      }),
    );
    expect(pix).toMatchObject({ externalRef: null, metadata: null, fee: 0, type: "pix" });
    // what GET /v1/transfers/fees announces is what each kind of transfer was charged
    expect(await ok(await merchant.api.get("/v1/transfers/fees"))).toEqual({ bank_account: tr.fee, pix: pix.fee });
    const listed = await ok(await merchant.api.get("/v1/transfers"));
    expect(listed.map((t: { externalRef: string | null }) => t.externalRef)).toEqual([null, "saque-17"]);
  });

  test("another company's recipient is 404 even with an inline bankAccount, which is not added anywhere", async ({
    merchant,
    otherMerchant,
  }) => {
    await paidPix(merchant.api, 10000);
    const res = await otherMerchant.api.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: 100, bankAccount: inlineAccount },
    });
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found", resource: "recipient" });
    expect(
      (await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts`)).headers()["x-total-count"],
    ).toBe("1");
    expect((await balance(merchant.api)).inTransit).toBe(0);
  });
});
