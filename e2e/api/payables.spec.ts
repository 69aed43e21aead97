import { expect, test } from "../fixtures";
import { balance, createRecipient, expectLedgerConsistent, ok, paidCard } from "../support/money";

type Payable = {
  id: number;
  transactionId: number;
  installment: number;
  installments: number;
  status: string;
  amount: number;
  fee: number;
  deductions: number;
  netAmount: number;
  anticipationFee: number;
  anticipationId: number | null;
  paymentDate: string;
};

const DAY = 86_400_000;
type Api = Parameters<typeof balance>[0];

const payables = async (api: Api, query = "") =>
  (await ok(await api.get(`/v1/payables${query}`))) as unknown as Payable[];

async function allowAnticipation(api: Api, recipientId: number, percentage: number) {
  await ok(
    await api.patch(`/v1/recipients/${recipientId}`, {
      data: { transferSettings: { anticipatableVolumePercentage: percentage } },
    }),
  );
}

test.describe("payables and anticipation", () => {
  test("a card in 3 installments is 3 payables a month apart; the calendar, the balance and a refund agree", async ({
    merchant,
  }) => {
    const card = await paidCard(merchant.api, 30000, { installments: 3 });
    const list = await payables(merchant.api);
    expect(list.map((p) => `${p.installment}/${p.installments} ${p.status}`)).toEqual([
      "1/3 waiting_funds",
      "2/3 waiting_funds",
      "3/3 waiting_funds",
    ]);
    expect(list.every((p) => p.transactionId === card.id)).toBe(true);
    const gaps = list
      .slice(1)
      .map((p, i) => Math.round((Date.parse(p.paymentDate) - Date.parse(list[i].paymentDate)) / DAY));
    expect(gaps).toEqual([30, 30]);
    const waiting = list.reduce((a, p) => a + p.netAmount, 0);
    expect((await balance(merchant.api)).waitingFunds).toBe(waiting);
    expect(card.fee.netAmount).toBe(waiting);

    const days = (await ok(await merchant.api.get("/v1/payables/days?status=waiting_funds"))) as unknown as {
      netAmount: number;
      count: number;
    }[];
    expect(days.map((d) => d.netAmount)).toEqual(list.map((p) => p.netAmount));

    // a refund of one installment's worth cancels the last one, not the first
    await ok(await merchant.api.post(`/v1/transactions/${card.id}/refund`, { data: { amount: 10000 } }));
    const after = await payables(merchant.api);
    expect(after.map((p) => p.status)).toEqual(["waiting_funds", "waiting_funds", "canceled"]);
    expect(await payables(merchant.api, "?status=canceled")).toHaveLength(1);
    await expectLedgerConsistent(merchant.api);
  });

  test("advancing the sandbox clock makes due installments available", async ({ merchant }) => {
    await paidCard(merchant.api, 30000, { installments: 3 });
    const list = await payables(merchant.api);
    const moved = await ok(await merchant.api.post("/v1/sandbox/advance-clock", { data: { days: 31 } }));
    expect(moved).toMatchObject({ days: 31, payablesMoved: 3, payablesDue: 1 });
    const now = await balance(merchant.api);
    expect(now.available).toBe(list[0].netAmount);
    expect((await payables(merchant.api)).map((p) => p.status)).toEqual(["paid", "waiting_funds", "waiting_funds"]);
    await expectLedgerConsistent(merchant.api);
  });

  test("an anticipation previews, then brings the soonest payables forward once, whatever the retries", async ({
    merchant,
  }) => {
    await paidCard(merchant.api, 30000, { installments: 3 });
    const list = await payables(merchant.api);
    const none = await merchant.api.post("/v1/anticipations", { data: { amount: 5000 } });
    expect(none.status()).toBe(422);
    expect((await none.json()).code).toBe("invalid_amount");

    await allowAnticipation(merchant.api, merchant.recipientId, 100);
    const preview = await ok(await merchant.api.get(`/v1/anticipations/limits?amount=${list[0].netAmount + 1}`));
    expect(preview).toMatchObject({ amount: list[0].netAmount, payableIds: [list[0].id], monthlyRate: 199 });
    expect(preview.fee).toBeGreaterThan(0);
    const before = await balance(merchant.api);

    const headers = { "idempotency-key": `antecipa-${merchant.companyId}` };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        merchant.api.post("/v1/anticipations", { data: { payableIds: [list[0].id] }, headers }),
      ),
    );
    const made = answers.filter((a) => a.status() === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.status());
    const anticipation = await made[0].json();
    expect(anticipation).toMatchObject({ amount: list[0].netAmount, netAmount: list[0].netAmount - anticipation.fee });
    expect(await payables(merchant.api, "?status=anticipated")).toHaveLength(1);

    const now = await balance(merchant.api);
    expect(now.available).toBe(before.available + anticipation.netAmount);
    expect(now.waitingFunds).toBe(before.waitingFunds - anticipation.amount);
    expect(await ok(await merchant.api.get(`/v1/anticipations/${anticipation.id}`))).toEqual(anticipation);
    const listed = (await ok(await merchant.api.get("/v1/anticipations"))) as unknown as { id: number }[];
    expect(listed.map((a) => a.id)).toEqual([anticipation.id]);
    const statement = await merchant.api.get("/v1/balance/operations?type=anticipation,anticipation_fee");
    const operations = (await ok(statement)) as unknown as { type: string; amount: number }[];
    expect(operations.map((o) => o.type).sort()).toEqual(["anticipation", "anticipation", "anticipation_fee"]);

    // an anticipated payable cannot be anticipated again
    const again = await merchant.api.post("/v1/anticipations", { data: { payableIds: [list[0].id] } });
    expect(again.status()).toBe(422);
    await expectLedgerConsistent(merchant.api);
  });

  test("bad input is a clear 4xx and another company's recipient or anticipation is not found", async ({
    merchant,
    otherMerchant,
  }) => {
    const both = await merchant.api.post("/v1/anticipations", { data: { amount: 100, payableIds: [1] } });
    expect(both.status()).toBe(400);
    const neither = await merchant.api.post("/v1/anticipations", { data: {} });
    expect(neither.status()).toBe(400);
    expect((await merchant.api.get("/v1/payables?status=nope")).status()).toBe(400);
    expect((await merchant.api.get("/v1/payables?dueFrom=2026-13-40")).status()).toBe(400);
    expect((await merchant.api.post("/v1/sandbox/advance-clock", { data: { days: 0 } })).status()).toBe(400);

    const partner = await createRecipient(otherMerchant.api);
    expect((await merchant.api.get(`/v1/payables?recipientId=${partner.id}`)).status()).toBe(404);
    expect((await merchant.api.get(`/v1/anticipations/limits?recipientId=${partner.id}`)).status()).toBe(404);
    await allowAnticipation(otherMerchant.api, otherMerchant.recipientId, 100);
    await paidCard(otherMerchant.api, 30000, { installments: 2 });
    const theirs = await ok(await otherMerchant.api.post("/v1/anticipations", { data: { amount: 100000 } }));
    expect((await merchant.api.get(`/v1/anticipations/${theirs.id}`)).status()).toBe(404);
    const stolen = await merchant.api.post("/v1/anticipations", { data: { payableIds: theirs.payableIds } });
    expect(stolen.status()).toBe(422);
    await expectLedgerConsistent(merchant.api);
    await expectLedgerConsistent(otherMerchant.api);
  });
});
