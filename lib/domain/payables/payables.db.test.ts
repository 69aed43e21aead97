import { describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { previewAnticipation } from "@/lib/domain/anticipations/preview-anticipation";
import { runAutomaticAnticipations } from "@/lib/domain/anticipations/run-automatic-anticipations";
import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { anticipationFee } from "@/lib/domain/ledger/plan-anticipation";
import { DEFAULT_PRICING } from "@/lib/domain/pricing/fees";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { winDispute } from "@/lib/domain/transactions/win-dispute";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { listPayablesQuerySchema, type Payable } from "@/lib/schemas/payables";
import { makeCompany, txInput } from "@/lib/test/factories";

import { advanceClock } from "./advance-clock";
import { listPayables } from "./list-payables";
import { payableDays } from "./payable-days";

const DAY = 86_400_000;

async function payables(companyId: number, q: Record<string, string> = {}): Promise<Payable[]> {
  return (await listPayables({ companyId, query: listPayablesQuerySchema.parse({ limit: "100", ...q }) })).data;
}

async function consistent(companyId: number) {
  expect(await checkLedgerConsistency({ companyId })).toEqual([]);
}

async function cardIn3(companyId: number, amount = 30000) {
  return createTransaction({ companyId, input: txInput("credit_card", { amount, installments: 3 }) });
}

describe("payables: the receivables schedule", () => {
  it("a card paid in 3 installments makes 3 payables due D+30, D+60 and D+90 whose nets are the waiting funds", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await cardIn3(company.id);
    expect(t.status).toBe("paid");
    const list = await payables(company.id);
    expect(list.map((p) => [p.installment, p.installments, p.status])).toEqual([
      [1, 3, "waiting_funds"],
      [2, 3, "waiting_funds"],
      [3, 3, "waiting_funds"],
    ]);
    expect(list.reduce((a, p) => a + p.amount, 0)).toBe(30000);
    expect(list.reduce((a, p) => a + p.fee, 0)).toBe(t.fee.estimatedFee);
    const paidAt = new Date(list[0].createdAt).getTime();
    expect(list.map((p) => Math.round((new Date(p.paymentDate).getTime() - paidAt) / DAY))).toEqual([30, 60, 90]);
    const balance = await balanceOf(prisma, ownRecipientId);
    expect(balance.available).toBe(0);
    expect(balance.waitingFunds).toBe(list.reduce((a, p) => a + p.netAmount, 0));
    expect(balance.waitingFunds).toBe(t.fee.netAmount);
    // the calendar sums the same payables per day
    const days = await payableDays({ companyId: company.id, query: {} });
    expect(days.data.map((d) => d.netAmount)).toEqual(list.map((p) => p.netAmount));
    await consistent(company.id);
  });

  it("a Pix settles D+0 by default and D+1 when the company's pricing says so", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const now = await createTransaction({ companyId: company.id, input: txInput("pix") });
    await payTransaction({ companyId: company.id, transactionId: now.id });
    expect((await payables(company.id))[0].status).toBe("paid");
    expect((await balanceOf(prisma, ownRecipientId)).waitingFunds).toBe(0);

    const pricing = { ...DEFAULT_PRICING, settlement: { pix: 1 } };
    await prisma.company.update({ where: { id: company.id }, data: { pricing } });
    const later = await createTransaction({ companyId: company.id, input: txInput("pix") });
    await payTransaction({ companyId: company.id, transactionId: later.id });
    const [p] = await payables(company.id, { transactionId: String(later.id) });
    expect(p.status).toBe("waiting_funds");
    expect((await balanceOf(prisma, ownRecipientId)).waitingFunds).toBe(p.netAmount);
    await consistent(company.id);
  });

  it("refunds take the latest installments first, then the available balance", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await cardIn3(company.id);
    const before = await payables(company.id);
    await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 15000 });
    let list = await payables(company.id);
    expect(list.map((p) => p.status)).toEqual(["waiting_funds", "waiting_funds", "canceled"]);
    expect(list[2].deductions).toBe(-10000);
    expect(list[2].netAmount).toBe(0);
    expect(list[1].deductions).toBe(-5000);
    expect(list[0].netAmount).toBe(before[0].netAmount);
    await consistent(company.id);

    // a month later the first installment is available; the last refund empties the second and
    // takes the rest of the first from the available balance
    await advanceClock({ companyId: company.id, days: 31 });
    list = await payables(company.id);
    expect(list.map((p) => p.status)).toEqual(["paid", "waiting_funds", "canceled"]);
    expect((await balanceOf(prisma, ownRecipientId)).available).toBe(list[0].netAmount);
    await refundTransaction({ companyId: company.id, transactionId: t.id });
    list = await payables(company.id);
    expect(list.map((p) => p.status)).toEqual(["paid", "canceled", "canceled"]);
    const balance = await balanceOf(prisma, ownRecipientId);
    expect(balance).toMatchObject({ available: 0, waitingFunds: 0 });
    await consistent(company.id);
  });

  it("a dispute holds the waiting installments and a won dispute gives each back on its date", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await cardIn3(company.id);
    const waiting = (await balanceOf(prisma, ownRecipientId)).waitingFunds;
    await disputeTransaction({ companyId: company.id, transactionId: t.id });
    expect((await payables(company.id)).map((p) => p.status)).toEqual(["canceled", "canceled", "canceled"]);
    await consistent(company.id);
    await winDispute({ companyId: company.id, transactionId: t.id });
    expect((await payables(company.id)).map((p) => p.status)).toEqual([
      "waiting_funds",
      "waiting_funds",
      "waiting_funds",
    ]);
    expect((await balanceOf(prisma, ownRecipientId)).waitingFunds).toBe(waiting);
    await chargebackTransaction({ companyId: company.id, transactionId: t.id });
    await consistent(company.id);
  });
});

describe("anticipation", () => {
  it("brings the soonest whole payables forward within the limit, for the pro rata fee, once", async () => {
    const { company, ownRecipientId } = await makeCompany();
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 50 } });
    await cardIn3(company.id);
    const list = await payables(company.id);
    const waiting = list.reduce((a, p) => a + p.netAmount, 0);
    const preview = await previewAnticipation({ companyId: company.id, query: {} });
    expect(preview.limit).toBe(Math.floor(waiting / 2));
    // half of three equal installments fits one: the soonest
    expect(preview.payableIds).toEqual([list[0].id]);

    // five requests at once: the recipient's lock lets one through, the others find nothing left
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => createAnticipation({ companyId: company.id, input: { amount: preview.limit } })),
    );
    const done = results.filter((r) => r.status === "fulfilled");
    expect(done).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as ApiError).code).toBe("invalid_amount");
    const made = (done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof createAnticipation>>>).value;
    const due = new Date(list[0].paymentDate);
    const fee = anticipationFee(list[0].netAmount, due, new Date(made.createdAt), 199);
    expect(made).toMatchObject({ amount: list[0].netAmount, fee, netAmount: list[0].netAmount - fee });
    expect(fee).toBeGreaterThan(0);

    const balance = await balanceOf(prisma, ownRecipientId);
    expect(balance.available).toBe(list[0].netAmount - fee);
    expect(balance.waitingFunds).toBe(waiting - list[0].netAmount);
    const after = await payables(company.id);
    expect(after[0]).toMatchObject({ status: "anticipated", anticipationId: made.id, anticipationFee: fee });
    expect((await payables(company.id, { status: "waiting_funds" })).map((p) => p.installment)).toEqual([2, 3]);
    await consistent(company.id);
  });

  it("a refund after an anticipation takes the waiting installments, then what the anticipation brought", async () => {
    const { company, ownRecipientId } = await makeCompany();
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
    const t = await cardIn3(company.id);
    const list = await payables(company.id);
    await createAnticipation({ companyId: company.id, input: { payableIds: [list[0].id] } });
    // the whole refund needs more than the waiting payables hold: the anticipated money pays the rest,
    // and the anticipation fee stays paid
    const results = await Promise.allSettled([
      refundTransaction({ companyId: company.id, transactionId: t.id }),
      createAnticipation({ companyId: company.id, input: { payableIds: [list[1].id] } }),
    ]);
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    await consistent(company.id);
    const balance = await balanceOf(prisma, ownRecipientId);
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(balance.waitingFunds).toBeGreaterThanOrEqual(0);
  });

  it("refuses payables that are not waiting and an amount beyond the limit; nothing is written", async () => {
    const { company, ownRecipientId } = await makeCompany();
    await cardIn3(company.id);
    const list = await payables(company.id);
    // the default percentage is 0: nothing can be anticipated
    await expect(createAnticipation({ companyId: company.id, input: { amount: 1000 } })).rejects.toMatchObject({
      code: "invalid_amount",
    });
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 40 } });
    await expect(
      createAnticipation({ companyId: company.id, input: { payableIds: [list[0].id, list[1].id] } }),
    ).rejects.toMatchObject({ code: "invalid_amount" });
    await expect(
      createAnticipation({ companyId: company.id, input: { payableIds: [999999999] } }),
    ).rejects.toMatchObject({ code: "invalid_state" });
    expect(await prisma.anticipation.count({ where: { companyId: company.id } })).toBe(0);
    await consistent(company.id);
  });

  it("automatic anticipation brings a flagged recipient's payables forward up to its percentage, once", async () => {
    const { company, ownRecipientId } = await makeCompany();
    await prisma.recipient.update({
      where: { id: ownRecipientId },
      data: { anticipatableVolumePercentage: 100, automaticAnticipationEnabled: true },
    });
    await cardIn3(company.id);
    await Promise.all([
      runAutomaticAnticipations({ companyId: company.id }),
      runAutomaticAnticipations({ companyId: company.id }),
    ]);
    const rows = await prisma.anticipation.findMany({ where: { companyId: company.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].automatic).toBe(true);
    expect((await payables(company.id)).map((p) => p.status)).toEqual(["anticipated", "anticipated", "anticipated"]);
    expect((await balanceOf(prisma, ownRecipientId)).waitingFunds).toBe(0);
    await consistent(company.id);
  });
});
