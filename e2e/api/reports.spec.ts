import { expect, test, transactionBody } from "../fixtures";
import { balance, issuePaths, ok, paidCard, paidPix, refundFeeBack } from "../support/money";

// GET /v1/reports/overview against known transactions of a fresh merchant: every number must
// follow from what the API itself answered for those transactions.

const spDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

const declinedCard = {
  number: "4000000000000002",
  holderName: "FULANO DE TAL",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};

test.describe("GET /v1/reports/overview", () => {
  test("every figure agrees with the transactions, the refunds and the ledger", async ({ merchant }) => {
    const api = merchant.api;
    const cardA = await paidCard(api, 10000);
    const cardB = await paidCard(api, 25000, { installments: 3 });
    const refused = await ok(
      await api.post("/v1/transactions", {
        data: transactionBody("credit_card", { amount: 7000, card: declinedCard }),
      }),
    );
    expect(refused.status).toBe("refused");
    const cardC = await paidCard(api, 5000);
    const pix = await paidPix(api, 8000);
    await ok(await api.post(`/v1/transactions/${pix.id}/refund`, { data: { amount: 3000 } }));
    const boleto = await ok(
      await api.post("/v1/transactions", {
        data: transactionBody("boleto", {
          amount: 4000,
          items: [{ title: "Mel", unitPrice: 4000, quantity: 1, tangible: true }],
        }),
      }),
    );
    await ok(await api.post(`/v1/transactions/${boleto.id}/sandbox/pay`));
    await ok(await api.post(`/v1/transactions/${boleto.id}/refund`));
    await ok(
      await api.post("/v1/transactions", {
        data: transactionBody("boleto", {
          amount: 6000,
          items: [{ title: "Mel", unitPrice: 6000, quantity: 1, tangible: true }],
        }),
      }),
    );
    // last: a chargeback can take the balance below zero, and then refunds are refused
    expect((await ok(await api.post(`/v1/transactions/${cardC.id}/sandbox/chargeback`))).status).toBe("chargedback");

    // yesterday to tomorrow in São Paulo: the spec may run across midnight
    const from = spDay(-1);
    const to = spDay(1);
    const o = await ok(await api.get(`/v1/reports/overview?from=${from}&to=${to}`));
    expect(o).toMatchObject({ from, to, timeZone: "America/Sao_Paulo" });

    const gross = 10000 + 25000 + 5000 + 8000 + 4000;
    // fees still charged: cards in full, the pix less the share its refund gave back, the boleto none
    const pixFee =
      pix.fee.estimatedFee - refundFeeBack({ feeHeld: pix.fee.estimatedFee, amount: 3000, refundable: 8000 });
    const fees = cardA.fee.estimatedFee + cardB.fee.estimatedFee + cardC.fee.estimatedFee + pixFee;
    const net = gross - fees - 7000 - 5000;
    expect(o.totals).toEqual({
      count: 7,
      paidCount: 5,
      grossVolume: gross,
      netVolume: net,
      fees,
      refundCount: 2,
      refundedAmount: 3000 + 4000,
      chargebackCount: 1,
      chargebackAmount: 5000,
      disputeCount: 0,
      disputedAmount: 0,
      averageTicket: Math.round(gross / 5),
      cardPaidCount: 3,
      cardRefusedCount: 1,
      approvalRate: 0.75,
    });
    // the net volume is what the ledger kept for the merchant (no transfers yet)
    const b = await balance(api);
    expect(b.available + b.waitingFunds).toBe(net);

    const byMethod = Object.fromEntries(o.byMethod.map((m: { paymentMethod: string }) => [m.paymentMethod, m]));
    expect(o.byMethod.map((m: { paymentMethod: string }) => m.paymentMethod)).toEqual(["credit_card", "boleto", "pix"]);
    expect(byMethod.credit_card).toMatchObject({
      count: 4,
      paidCount: 3,
      grossVolume: 40000,
      chargebackCount: 1,
      chargebackAmount: 5000,
      refundCount: 0,
      approvalRate: 0.75,
      averageTicket: Math.round(40000 / 3),
    });
    expect(byMethod.pix).toMatchObject({
      count: 1,
      paidCount: 1,
      grossVolume: 8000,
      refundCount: 1,
      refundedAmount: 3000,
      fees: pixFee,
      netVolume: 8000 - pixFee - 3000,
      approvalRate: null,
    });
    expect(byMethod.boleto).toMatchObject({
      count: 2,
      paidCount: 1,
      grossVolume: 4000,
      refundCount: 1,
      refundedAmount: 4000,
      fees: 0,
      netVolume: 0,
    });

    // one row per day of the period, and the days add up to the totals
    expect(o.byDay.map((d: { date: string }) => d.date)).toEqual([from, spDay(0), to]);
    for (const key of [
      "count",
      "paidCount",
      "grossVolume",
      "netVolume",
      "fees",
      "refundedAmount",
      "chargebackAmount",
      "cardPaidCount",
      "cardRefusedCount",
    ])
      expect(
        o.byDay.reduce((s: number, d: Record<string, number>) => s + d[key], 0),
        key,
      ).toBe(o.totals[key]);

    // without a period: the last 30 days up to today, which hold all of it
    const recent = await ok(await api.get("/v1/reports/overview"));
    expect(recent.to).toBe(spDay(0));
    expect(recent.byDay).toHaveLength(30);
    expect(recent.totals.grossVolume).toBe(gross);
  });

  test("a period without transactions, another company's data and tomorrow count nothing", async ({
    merchant,
    otherMerchant,
  }) => {
    await paidCard(merchant.api, 10000);
    const mine = await ok(await merchant.api.get("/v1/reports/overview?from=2020-01-01&to=2020-01-31"));
    expect(mine.totals).toMatchObject({ count: 0, grossVolume: 0, netVolume: 0, averageTicket: 0, approvalRate: null });
    expect(mine.byDay).toHaveLength(31);
    const theirs = await ok(await otherMerchant.api.get(`/v1/reports/overview?from=${spDay(-1)}&to=${spDay(1)}`));
    expect(theirs.totals.count).toBe(0);
    const tomorrow = await ok(await merchant.api.get(`/v1/reports/overview?from=${spDay(1)}&to=${spDay(1)}`));
    expect(tomorrow.totals.count).toBe(0);
  });

  test("invalid periods are a 400 naming the field; no credentials a 401; other methods a 405", async ({
    merchant,
    request,
  }) => {
    const inverted = await merchant.api.get("/v1/reports/overview?from=2026-03-10&to=2026-03-01");
    expect(inverted.status()).toBe(400);
    expect(await issuePaths(inverted)).toEqual(["from"]);
    const tooLong = await merchant.api.get("/v1/reports/overview?from=2024-01-01&to=2026-01-01");
    expect(tooLong.status()).toBe(400);
    expect(await issuePaths(tooLong)).toEqual(["to"]);
    const notADate = await merchant.api.get("/v1/reports/overview?from=10%2F03%2F2026");
    expect(notADate.status()).toBe(400);
    expect(await issuePaths(notADate)).toEqual(["from"]);

    const anonymous = await request.get("/v1/reports/overview");
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe("unauthorized");
    const post = await merchant.api.post("/v1/reports/overview", { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET");
  });
});
