import { describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { winDispute } from "@/lib/domain/transactions/win-dispute";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { overviewQuerySchema } from "@/lib/schemas/reports";
import { makeCompany, txInput } from "@/lib/test/factories";

import { getOverview } from "./overview";

const declined = {
  number: "4000000000000002",
  holderName: "FULANO",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};

describe("getOverview (real database)", () => {
  it("adds up volumes, fees, refunds, chargebacks and the card approval rate, and agrees with the ledger", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    const create = (input: ReturnType<typeof txInput>) => createTransaction({ companyId, input });
    const card1 = await create(txInput("credit_card", { amount: 10000 }));
    const card2 = await create(txInput("credit_card", { amount: 25000 }));
    await create(txInput("credit_card", { amount: 7000, card: declined }));
    const chargedback = await create(txInput("credit_card", { amount: 5000 }));
    const pix = await create(txInput("pix", { amount: 8000 }));
    await payTransaction({ companyId, transactionId: pix.id });
    await refundTransaction({ companyId, transactionId: pix.id, amount: 3000 });
    const boleto = await create(txInput("boleto", { amount: 4000 }));
    await payTransaction({ companyId, transactionId: boleto.id });
    await refundTransaction({ companyId, transactionId: boleto.id });
    await create(txInput("boleto", { amount: 6000 }));
    // last: a chargeback may take the balance below zero, and then no refund passes
    await chargebackTransaction({ companyId, transactionId: chargedback.id });

    const today = todayInSaoPaulo();
    const o = await getOverview({ companyId, from: today, to: today });
    const gross = 10000 + 25000 + 5000 + 8000 + 4000;
    const balance = await balanceOf(prisma, ownRecipientId);
    expect(o.totals).toMatchObject({
      count: 7,
      paidCount: 5,
      grossVolume: gross,
      refundCount: 2,
      refundedAmount: 3000 + 4000,
      chargebackCount: 1,
      chargebackAmount: 5000,
      cardPaidCount: 3,
      cardRefusedCount: 1,
      approvalRate: 0.75,
      averageTicket: Math.round(gross / 5),
      // what the merchant really kept: the ledger's balance of these payments
      netVolume: balance.available + balance.waitingFunds,
    });
    // fully refunded boleto gave its fee back; the others keep theirs (the pix a part of it)
    expect(o.totals.fees).toBeGreaterThan(
      card1.fee.estimatedFee + card2.fee.estimatedFee + chargedback.fee.estimatedFee,
    );
    expect(o.totals.fees).toBeLessThan(
      card1.fee.estimatedFee + card2.fee.estimatedFee + chargedback.fee.estimatedFee + pix.fee.estimatedFee,
    );
    expect(o.totals.netVolume).toBe(
      o.totals.grossVolume - o.totals.fees - o.totals.refundedAmount - o.totals.chargebackAmount,
    );

    const method = Object.fromEntries(o.byMethod.map((m) => [m.paymentMethod, m]));
    expect(method.credit_card).toMatchObject({ count: 4, paidCount: 3, grossVolume: 40000, chargebackAmount: 5000 });
    expect(method.pix).toMatchObject({
      count: 1,
      paidCount: 1,
      grossVolume: 8000,
      refundedAmount: 3000,
      approvalRate: null,
    });
    expect(method.boleto).toMatchObject({ count: 2, paidCount: 1, grossVolume: 4000, refundedAmount: 4000, fees: 0 });
    expect(o.byDay).toEqual([expect.objectContaining({ date: today, ...o.totals })]);
  });

  it("splits and partial refunds: the net volume is what every recipient of the payment kept", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    const partner = await prisma.recipient.create({
      data: { companyId, legalName: "Parceiro", documentNumber: "52998224725", documentType: "cpf" },
    });
    const card = await createTransaction({
      companyId,
      input: txInput("credit_card", {
        amount: 10000,
        installments: 2,
        splits: [{ recipientId: partner.id, amount: 4000, chargeProcessingFee: true }],
      }),
    });
    await refundTransaction({ companyId, transactionId: card.id, amount: 2500 });
    const pix = await createTransaction({
      companyId,
      input: txInput("pix", { amount: 3333, splits: [{ recipientId: partner.id, amount: 1111 }] }),
    });
    await payTransaction({ companyId, transactionId: pix.id });
    await refundTransaction({ companyId, transactionId: pix.id, amount: 1000 });

    const today = todayInSaoPaulo();
    const o = await getOverview({ companyId, from: today, to: today });
    const [own, theirs] = [await balanceOf(prisma, ownRecipientId), await balanceOf(prisma, partner.id)];
    expect(o.totals.netVolume).toBe(own.available + own.waitingFunds + theirs.available + theirs.waitingFunds);
    expect(o.totals).toMatchObject({ grossVolume: 13333, refundedAmount: 3500, refundCount: 2 });
    expect(o.totals.fees).toBeLessThan(card.fee.estimatedFee + pix.fee.estimatedFee);
  });

  it("an open dispute is counted apart and out of the net volume; won, it is a payment again; lost, a chargeback", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    const card = await createTransaction({ companyId, input: txInput("credit_card", { amount: 10000 }) });
    const pix = await createTransaction({ companyId, input: txInput("pix", { amount: 6000 }) });
    await payTransaction({ companyId, transactionId: pix.id });
    await refundTransaction({ companyId, transactionId: pix.id, amount: 1000 });
    const today = todayInSaoPaulo();
    const totals = async () => (await getOverview({ companyId, from: today, to: today })).totals;
    const kept = async () => {
      const b = await balanceOf(prisma, ownRecipientId);
      return b.available + b.waitingFunds;
    };

    await disputeTransaction({ companyId, transactionId: card.id });
    await disputeTransaction({ companyId, transactionId: pix.id });
    expect(await totals()).toMatchObject({
      paidCount: 2,
      grossVolume: 16000,
      disputeCount: 2,
      disputedAmount: 10000 + 5000,
      chargebackCount: 0,
      chargebackAmount: 0,
      netVolume: await kept(),
    });

    await winDispute({ companyId, transactionId: card.id });
    await chargebackTransaction({ companyId, transactionId: pix.id });
    const after = await totals();
    expect(after).toMatchObject({
      disputeCount: 0,
      disputedAmount: 0,
      chargebackCount: 1,
      chargebackAmount: 5000,
      netVolume: await kept(),
    });
    // the card is a sale again; the Pix lost all but the fee it still holds after its refund
    const pixFeeHeld = pix.fee.estimatedFee - Math.floor((pix.fee.estimatedFee * 1000) / 6000);
    expect(after.netVolume).toBe(10000 - card.fee.estimatedFee - pixFeeHeld);
  });

  it("groups by São Paulo day, fills quiet days, and leaves out what is outside the period", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const late = await createTransaction({ companyId, input: txInput("credit_card", { amount: 1000 }) });
    const early = await createTransaction({ companyId, input: txInput("credit_card", { amount: 2000 }) });
    const outside = await createTransaction({ companyId, input: txInput("credit_card", { amount: 4000 }) });
    // 02:30 UTC on the 10th is 23:30 on the 9th in São Paulo; 03:00 UTC is midnight of the 10th
    await prisma.transaction.update({ where: { id: late.id }, data: { createdAt: new Date("2026-03-10T02:30:00Z") } });
    await prisma.transaction.update({ where: { id: early.id }, data: { createdAt: new Date("2026-03-10T03:00:00Z") } });
    await prisma.transaction.update({
      where: { id: outside.id },
      data: { createdAt: new Date("2026-03-12T03:00:00Z") },
    });

    const o = await getOverview({ companyId, from: "2026-03-08", to: "2026-03-11" });
    expect(o.byDay.map((d) => [d.date, d.grossVolume])).toEqual([
      ["2026-03-08", 0],
      ["2026-03-09", 1000],
      ["2026-03-10", 2000],
      ["2026-03-11", 0],
    ]);
    expect(o.totals).toMatchObject({ count: 2, grossVolume: 3000, approvalRate: 1 });
    expect((await getOverview({ companyId, from: "2026-03-12", to: "2026-03-12" })).totals.grossVolume).toBe(4000);
    // another company's overview of the same days is empty
    const other = await makeCompany();
    expect(
      (await getOverview({ companyId: other.company.id, from: "2026-03-08", to: "2026-03-12" })).totals.count,
    ).toBe(0);
  });

  it("reads the period tolerantly: 30 days up to today by default, refuses inverted or too long periods", () => {
    const today = todayInSaoPaulo();
    const def = overviewQuerySchema.parse({});
    expect(def.to).toBe(today);
    expect(new Date(`${def.to}T00:00:00Z`).getTime() - new Date(`${def.from}T00:00:00Z`).getTime()).toBe(
      29 * 86_400_000,
    );
    expect(overviewQuerySchema.safeParse({ from: "2026-03-10", to: "2026-03-09" }).success).toBe(false);
    expect(overviewQuerySchema.safeParse({ from: "2024-01-01", to: "2026-01-01" }).success).toBe(false);
    expect(overviewQuerySchema.safeParse({ from: "10/03/2026" }).success).toBe(false);
  });
});
