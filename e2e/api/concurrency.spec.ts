import { expect, test, transactionBody } from "../fixtures";
import { uid } from "../support/documents";
import { balance, expectLedgerConsistent, ok, paidCard, paidPix } from "../support/money";

// Money invariants under parallel requests, on both servers (PGlite serialises on one connection;
// PostgreSQL runs them truly concurrently, so the row locks are what keeps these true).
test.describe("concurrency", () => {
  test.describe.configure({ timeout: 180_000 });

  test("50 parallel partial refunds of 300 on a 10000 transaction: exactly 33 succeed", async ({ merchant }) => {
    const t = await paidCard(merchant.api, 10000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        merchant.api.post(`/v1/transactions/${t.id}/refunds`, { data: { amount: 300 } }),
      ),
    );
    const statuses = results.map((r) => r.status());
    const succeeded = results.filter((r) => r.status() === 200);
    expect(
      statuses.filter((s) => s !== 200 && s !== 422),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(succeeded).toHaveLength(33);
    for (const r of results.filter((x) => x.status() === 422))
      expect(await r.json()).toMatchObject({ code: "refund_exceeds_available" });
    const refunded = (await Promise.all(succeeded.map((r) => r.json()))).reduce(
      (sum, r: { amount: number }) => sum + r.amount,
      0,
    );
    expect(refunded).toBeLessThanOrEqual(10000);
    const after = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
    expect(after).toMatchObject({ refundedAmount: 9900, status: "paid" });
    expect(after.refunds).toHaveLength(33);
    await expectLedgerConsistent(merchant.api);
  });

  test("50 parallel transfers of 300 against 9901 available: the sum never passes it", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const available = 10000 - t.fee.estimatedFee;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 300 } }),
      ),
    );
    const statuses = results.map((r) => r.status());
    expect(
      statuses.filter((s) => s !== 200 && s !== 422),
      JSON.stringify(statuses),
    ).toEqual([]);
    const succeeded = results.filter((r) => r.status() === 200);
    expect(succeeded).toHaveLength(Math.floor(available / 300));
    for (const r of results.filter((x) => x.status() === 422))
      expect(await r.json()).toMatchObject({ code: "insufficient_balance", details: { requested: 300 } });
    const moved = succeeded.length * 300;
    expect(moved).toBeLessThanOrEqual(available);
    const b = await balance(merchant.api);
    expect(b).toEqual({
      recipientId: merchant.recipientId,
      available: available - moved,
      waitingFunds: 0,
      inTransit: moved,
      transferred: 0,
      debt: 0,
    });
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect((await merchant.api.get("/v1/transfers?limit=1")).headers()["x-total-count"]).toBe(String(succeeded.length));
    await expectLedgerConsistent(merchant.api);
  });

  test("a refund and a transfer racing for the same money: exactly one wins", async ({ merchant }) => {
    const t = await paidPix(merchant.api, 10000);
    const all = 10000 - t.fee.estimatedFee;
    const [refund, transfer] = await Promise.all([
      merchant.api.post(`/v1/transactions/${t.id}/refund`),
      merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: all } }),
    ]);
    expect([refund.status(), transfer.status()].sort()).toEqual([200, 422]);
    const loser = refund.status() === 422 ? refund : transfer;
    expect(await loser.json()).toMatchObject({ code: "insufficient_balance" });
    const b = await balance(merchant.api);
    expect(b.available).toBe(0);
    expect(b.inTransit).toBe(transfer.status() === 200 ? all : 0);
    await expectLedgerConsistent(merchant.api);
  });

  test("parallel refunds of different transactions of one recipient all succeed", async ({ merchant }) => {
    const paid = [];
    for (let i = 0; i < 8; i++) paid.push(await paidPix(merchant.api, 1000));
    const results = await Promise.all(paid.map((t) => merchant.api.post(`/v1/transactions/${t.id}/refund`)));
    expect(results.map((r) => r.status())).toEqual(paid.map(() => 200));
    expect(await balance(merchant.api)).toMatchObject({ available: 0, waitingFunds: 0 });
    await expectLedgerConsistent(merchant.api);
  });

  test("anticipations, refunds, transfers, disputes and chargebacks of one recipient at once: no 5xx, a clean ledger", async ({
    merchant,
  }) => {
    const { api, recipientId } = merchant;
    await ok(
      await api.patch(`/v1/recipients/${recipientId}`, {
        data: { transferSettings: { anticipatableVolumePercentage: 100 } },
      }),
    );
    const cards = [];
    for (let i = 0; i < 10; i++) cards.push(await paidCard(api, 10000, { installments: 1 + (i % 6) }));
    for (let i = 0; i < 3; i++) await paidPix(api, 10000);
    const disputed = cards.slice(8);
    for (const t of disputed) await ok(await api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
    const requests = [];
    for (let round = 0; round < 3; round++) {
      requests.push(api.post("/v1/anticipations", { data: { recipientId, amount: 2500 } }));
      for (const t of cards.slice(0, 5))
        requests.push(api.post(`/v1/transactions/${t.id}/refunds`, { data: { amount: 1000 + round } }));
      requests.push(api.post("/v1/transfers", { data: { recipientId, amount: 700 } }));
    }
    for (const t of cards.slice(5, 8)) requests.push(api.post(`/v1/transactions/${t.id}/sandbox/chargeback`));
    requests.push(api.post(`/v1/transactions/${disputed[0].id}/sandbox/chargeback`));
    requests.push(api.post(`/v1/transactions/${disputed[1].id}/sandbox/win-dispute`));
    const statuses = (await Promise.all(requests)).map((r) => r.status());
    expect(
      statuses.filter((s) => s !== 200 && s !== 422),
      JSON.stringify(statuses),
    ).toEqual([]);
    await expectLedgerConsistent(api);
  });

  test("20 parallel POSTs with one Idempotency-Key create exactly one transaction", async ({ merchant }) => {
    const key = `idem-${uid()}`;
    const body = transactionBody("credit_card");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        merchant.api.post("/v1/transactions", { data: body, headers: { "idempotency-key": key } }),
      ),
    );
    const fresh = results.filter((r) => r.status() === 200 && r.headers()["idempotent-replayed"] !== "true");
    const replays = results.filter((r) => r.status() === 200 && r.headers()["idempotent-replayed"] === "true");
    const conflicts = results.filter((r) => r.status() === 409);
    expect(fresh).toHaveLength(1);
    expect(replays.length + conflicts.length).toBe(19);
    const created = await fresh[0].json();
    for (const r of replays) expect((await r.json()).id).toBe(created.id);
    for (const r of conflicts) expect(await r.json()).toMatchObject({ code: "idempotency_conflict" });

    const list = await merchant.api.get(`/v1/transactions?email=${body.customer.email}`);
    expect(list.headers()["x-total-count"]).toBe("1");
    expect((await list.json()).map((t: { id: number }) => t.id)).toEqual([created.id]);

    const reused = await merchant.api.post("/v1/transactions", {
      data: { ...body, amount: 5000, items: [{ title: "Outro", unitPrice: 5000, quantity: 1, tangible: true }] },
      headers: { "idempotency-key": key },
    });
    expect(reused.status()).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "idempotency_key_reused" });
    await expectLedgerConsistent(merchant.api);
  });
});
