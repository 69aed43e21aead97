import { test, expect } from "../fixtures";
import { balance, createRecipient, expectLedgerConsistent, issuePaths, ok, paidCard, paidPix } from "../support/money";

test.describe("/v1/transfers", () => {
  test("a transfer moves available to transferred at once, to the recipient's latest account", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const available = 10000 - t.fee.estimatedFee;
    const tr = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 2000, description: "Saque semanal" } }));
    const account = (await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`))).bankAccount;
    expect(tr).toEqual({
      id: expect.any(Number), companyId: merchant.companyId, recipientId: merchant.recipientId, amount: 2000, status: "processing",
      description: "Saque semanal", bankAccountId: account.id, pixKey: null, postbackUrl: null, failureReason: null, transferredAt: null,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(await balance(merchant.api)).toEqual({ recipientId: merchant.recipientId, available: available - 2000, waitingFunds: 0, transferred: 2000 });
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toEqual(tr);
    await expectLedgerConsistent(merchant.api);
  });

  test("settle: processing → transferred, the money stays out; a settled transfer cannot change again", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const tr = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 5000 } }));
    const settled = await ok(await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`));
    expect(settled).toMatchObject({ id: tr.id, status: "transferred", transferredAt: expect.any(String) });
    expect(await balance(merchant.api)).toMatchObject({ available: 5000 - t.fee.estimatedFee, transferred: 5000 });
    for (const action of ["settle", "fail"]) {
      const res = await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/${action}`);
      expect(res.status(), action).toBe(422);
      expect(await res.json()).toMatchObject({ code: "invalid_state", details: { status: "transferred" } });
    }
    await expectLedgerConsistent(merchant.api);
  });

  test("fail: processing → failed with a reason, and the funds return to available", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const before = await balance(merchant.api);
    const tr = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 3000 } }));
    const failed = await ok(await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/fail`, { data: { reason: "conta_encerrada" } }));
    expect(failed).toMatchObject({ status: "failed", failureReason: "conta_encerrada", transferredAt: null });
    expect(await balance(merchant.api)).toEqual(before);
    expect(before.available).toBe(10000 - t.fee.estimatedFee);
    const again = await merchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`);
    expect(again.status()).toBe(422);
    // without a reason, a default one
    const tr2 = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 100 } }));
    expect((await ok(await merchant.api.post(`/v1/transfers/${tr2.id}/sandbox/fail`))).failureReason).toEqual(expect.any(String));
    await expectLedgerConsistent(merchant.api);
  });

  test("more than available is 422 insufficient_balance with both amounts; card money waiting to settle cannot leave", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const available = 10000 - t.fee.estimatedFee;
    const res = await merchant.api.post("/v1/transfers", { data: { amount: available + 1 } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "insufficient_balance", details: { available, requested: available + 1 } });
    // exactly all of it is fine
    await ok(await merchant.api.post("/v1/transfers", { data: { amount: available } }));
    expect(await balance(merchant.api)).toMatchObject({ available: 0, transferred: available });
    await paidCard(merchant.api, 10000);
    const waiting = await merchant.api.post("/v1/transfers", { data: { amount: 1 } });
    expect(waiting.status()).toBe(422);
    expect(await waiting.json()).toMatchObject({ code: "insufficient_balance", details: { available: 0 } });
    await expectLedgerConsistent(merchant.api);
  });

  test("a recipient with transfers disabled is 422 invalid_state", async ({ merchant }) => {
    await paidPix(merchant.api, 10000);
    await ok(await merchant.api.patch(`/v1/recipients/${merchant.recipientId}`, { data: { transferSettings: { transferEnabled: false } } }));
    const res = await merchant.api.post("/v1/transfers", { data: { amount: 100 } });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_state", details: { recipientId: merchant.recipientId } });
    expect((await balance(merchant.api)).transferred).toBe(0);
  });

  test("a split recipient transfers its own share, to a chosen account or a Pix key", async ({ merchant }) => {
    const r = await createRecipient(merchant.api);
    await paidPix(merchant.api, 10000, { splits: [{ recipientId: r.id, amount: 4000 }] });
    const second = await ok(await merchant.api.post(`/v1/recipients/${r.id}/bank-accounts`, { data: { bankCode: "104", agencyNumber: "10", accountNumber: "20", accountDigit: "3", type: "conta_poupanca" } }));
    const toFirst = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000, bankAccountId: r.bankAccount.id } }));
    expect(toFirst.bankAccountId).toBe(r.bankAccount.id);
    const toLatest = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000 } }));
    expect(toLatest.bankAccountId).toBe(second.id);
    const toPix = await ok(await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1000, pixKey: "parceiro@example.com" } }));
    expect(toPix).toMatchObject({ bankAccountId: null, pixKey: "parceiro@example.com" });
    expect(await balance(merchant.api, r.id)).toEqual({ recipientId: r.id, available: 1000, waitingFunds: 0, transferred: 3000 });
    const over = await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 1001 } });
    expect(await over.json()).toMatchObject({ code: "insufficient_balance", details: { available: 1000, requested: 1001 } });
    // another recipient's account cannot receive this recipient's money
    const own = (await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`))).bankAccount;
    const foreign = await merchant.api.post("/v1/transfers", { data: { recipientId: r.id, amount: 100, bankAccountId: own.id } });
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: "not_found", resource: "bank_account" });
    await expectLedgerConsistent(merchant.api);
  });

  test("invalid input is 400 with each path", async ({ merchant }) => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["amount"]],
      [{ amount: 0 }, ["amount"]],
      [{ amount: -5 }, ["amount"]],
      [{ amount: "100" }, ["amount"]],
      [{ amount: 10.5 }, ["amount"]],
      [{ amount: 100, recipientId: "x" }, ["recipientId"]],
      [{ amount: 100, bankAccountId: 1, pixKey: "a@b.c" }, ["pixKey"]],
      [{ amount: 100, description: "x".repeat(256) }, ["description"]],
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
    const a = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 100 } }));
    const b = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 200 } }));
    const c = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 300, recipientId: r.id } }));
    await ok(await merchant.api.post(`/v1/transfers/${a.id}/sandbox/settle`));
    await ok(await merchant.api.post(`/v1/transfers/${b.id}/sandbox/fail`));

    const ids = async (q: string) => {
      const res = await merchant.api.get(`/v1/transfers${q}`);
      return { total: res.headers()["x-total-count"], ids: (await res.json()).map((x: { id: number }) => x.id) };
    };
    expect(await ids("")).toEqual({ total: "3", ids: [c.id, b.id, a.id] });
    expect(await ids("?status=transferred")).toEqual({ total: "1", ids: [a.id] });
    expect(await ids("?status=processing,failed")).toEqual({ total: "2", ids: [c.id, b.id] });
    expect(await ids(`?recipientId=${r.id}`)).toEqual({ total: "1", ids: [c.id] });
    expect(await ids(`?recipient_id=${merchant.recipientId}&status=failed`)).toEqual({ total: "1", ids: [b.id] });
    expect(await ids("?limit=1&offset=1")).toEqual({ total: "3", ids: [b.id] });
    expect(await ids("?limit=2&page=2")).toEqual({ total: "3", ids: [a.id] });
  });

  test("another company's transfers and recipients are 404; unknown ids too", async ({ merchant, otherMerchant }) => {
    await paidPix(merchant.api, 10000);
    const tr = await ok(await merchant.api.post("/v1/transfers", { data: { amount: 1000 } }));
    for (const res of [
      await otherMerchant.api.get(`/v1/transfers/${tr.id}`),
      await otherMerchant.api.post(`/v1/transfers/${tr.id}/sandbox/settle`),
      await otherMerchant.api.post(`/v1/transfers/${tr.id}/sandbox/fail`),
    ]) {
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found", resource: "transfer" });
    }
    // moving another company's money: the recipient does not exist for them
    const steal = await otherMerchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 100 } });
    expect(steal.status()).toBe(404);
    expect(await steal.json()).toMatchObject({ code: "not_found", resource: "recipient" });
    expect(await (await otherMerchant.api.get("/v1/transfers")).json()).toEqual([]);
    expect(await ok(await merchant.api.get(`/v1/transfers/${tr.id}`))).toMatchObject({ status: "processing" });
    for (const id of ["999999999", "abc", "0"]) expect((await merchant.api.get(`/v1/transfers/${id}`)).status()).toBe(404);
    expect((await merchant.api.post("/v1/transfers/999999999/sandbox/settle")).status()).toBe(404);
    await expectLedgerConsistent(merchant.api);
  });
});
