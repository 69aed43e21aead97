import { describe, expect, it } from "vitest";

import { type Balance, balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { chargebackTransaction } from "./chargeback-transaction";
import { createTransaction } from "./create-transaction";
import { disputeTransaction } from "./dispute-transaction";
import { payTransaction } from "./pay-transaction";
import { refundTransaction } from "./refund-transaction";
import { winDispute } from "./win-dispute";

const total = (b: Balance) => b.available + b.waitingFunds;

async function ledgerSum(transactionId: number, type: "chargeback" | "chargeback_reversal") {
  const { _sum } = await prisma.ledgerEntry.aggregate({ where: { transactionId, type }, _sum: { amount: true } });
  return _sum.amount ?? 0;
}

async function eventTypes(companyId: number, transactionId: number) {
  const events = await prisma.event.findMany({
    where: { companyId, objectType: "transaction", objectId: transactionId },
    orderBy: { id: "asc" },
    select: { type: true },
  });
  return events.map((e) => e.type);
}

// A paid 10000 card split 4000 (bearing the fee) to a partner and 6000 to the company, 2000 refunded:
// a dispute holds the 8000 left, 3200 from the partner and 4800 from the company.
async function splitCard() {
  const { company, ownRecipientId } = await makeCompany();
  const companyId = company.id;
  const partner = await prisma.recipient.create({
    data: { companyId, legalName: "Parceiro", documentNumber: "52998224725", documentType: "cpf" },
  });
  const t = await createTransaction({
    companyId,
    input: txInput("credit_card", { splits: [{ recipientId: partner.id, amount: 4000, chargeProcessingFee: true }] }),
  });
  await refundTransaction({ companyId, transactionId: t.id, amount: 2000 });
  return { companyId, transactionId: t.id, ownRecipientId, partnerId: partner.id };
}

describe("disputes and chargebacks (real database)", () => {
  it("card with splits: a dispute holds each recipient's share, winning gives it back, losing keeps it without a second debit", async () => {
    const { companyId, transactionId, ownRecipientId, partnerId } = await splitCard();
    const balances = async () => ({
      own: await balanceOf(prisma, ownRecipientId),
      partner: await balanceOf(prisma, partnerId),
    });
    const before = await balances();
    expect(before.own.available).toBe(0); // a card settles D+30: everything waits

    const disputed = await disputeTransaction({ companyId, transactionId });
    expect(disputed).toMatchObject({ status: "in_protest", paidAmount: 10000, refundedAmount: 2000 });
    const held = await balances();
    expect(total(held.partner)).toBe(total(before.partner) - 3200);
    expect(total(held.own)).toBe(total(before.own) - 4800);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);

    // while the dispute is open: no refund, no second dispute
    await expect(refundTransaction({ companyId, transactionId, amount: 100 })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "in_protest" },
    });
    await expect(disputeTransaction({ companyId, transactionId })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "in_protest" },
    });
    expect(await balances()).toEqual(held);

    expect(await winDispute({ companyId, transactionId })).toMatchObject({ status: "paid", refundedAmount: 2000 });
    expect(await balances()).toEqual(before);
    expect(await ledgerSum(transactionId, "chargeback_reversal")).toBe(8000);
    await expect(winDispute({ companyId, transactionId })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "paid" },
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);

    // disputed again, and lost this time: the second hold is the chargeback, nothing more is taken
    await disputeTransaction({ companyId, transactionId });
    expect(await chargebackTransaction({ companyId, transactionId })).toMatchObject({ status: "chargedback" });
    const lost = await balances();
    expect(total(lost.partner)).toBe(total(before.partner) - 3200);
    expect(total(lost.own)).toBe(total(before.own) - 4800);
    expect(await ledgerSum(transactionId, "chargeback")).toBe(-16000);
    expect(await ledgerSum(transactionId, "chargeback_reversal")).toBe(8000);
    await expect(winDispute({ companyId, transactionId })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "chargedback" },
    });
    await expect(chargebackTransaction({ companyId, transactionId })).rejects.toMatchObject({ code: "invalid_state" });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);

    expect(await eventTypes(companyId, transactionId)).toEqual([
      "transaction.paid",
      "transaction.partially_refunded",
      "transaction.in_protest",
      "transaction.dispute_won",
      "transaction.in_protest",
      "transaction.chargedback",
    ]);
    const history = await prisma.transactionStatusChange.findMany({
      where: { transactionId },
      orderBy: { id: "asc" },
      select: { fromStatus: true, status: true, reason: true },
    });
    expect(history.slice(-4)).toEqual([
      { fromStatus: "paid", status: "in_protest", reason: "dispute" },
      { fromStatus: "in_protest", status: "paid", reason: "dispute_won" },
      { fromStatus: "paid", status: "in_protest", reason: "dispute" },
      { fromStatus: "in_protest", status: "chargedback", reason: "chargeback" },
    ]);
  });

  it("Pix (D+0): the hold comes out of the available balance, below zero once money was transferred, and cannot be transferred", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    const t = await createTransaction({ companyId, input: txInput("pix") });
    await payTransaction({ companyId, transactionId: t.id });
    const net = 10000 - t.fee.estimatedFee;
    await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 5000 } });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: net - 5000,
      waitingFunds: 0,
      inTransit: 5000,
    });

    expect(await disputeTransaction({ companyId, transactionId: t.id })).toMatchObject({ status: "in_protest" });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: net - 5000 - 10000,
      waitingFunds: 0,
      inTransit: 5000,
    });
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 1 } }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    await expect(refundTransaction({ companyId, transactionId: t.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);

    expect(await winDispute({ companyId, transactionId: t.id })).toMatchObject({
      status: "paid",
      pix: { end2EndId: expect.stringMatching(/^E/) },
    });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: net - 5000,
      waitingFunds: 0,
      inTransit: 5000,
    });

    await disputeTransaction({ companyId, transactionId: t.id });
    await chargebackTransaction({ companyId, transactionId: t.id });
    // lost: the sale is gone, the fee and the transfer stay
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: -t.fee.estimatedFee - 5000,
      waitingFunds: 0,
      inTransit: 5000,
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
    expect(await eventTypes(companyId, t.id)).toEqual([
      "transaction.waiting_payment",
      "transaction.paid",
      "transaction.in_protest",
      "transaction.dispute_won",
      "transaction.in_protest",
      "transaction.chargedback",
    ]);
  });

  it("a boleto is charged back straight from paid; unpaid transactions cannot be disputed", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    const boleto = await createTransaction({ companyId, input: txInput("boleto") });
    await expect(disputeTransaction({ companyId, transactionId: boleto.id })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "waiting_payment" },
    });
    await expect(chargebackTransaction({ companyId, transactionId: boleto.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    await payTransaction({ companyId, transactionId: boleto.id });
    expect(await chargebackTransaction({ companyId, transactionId: boleto.id })).toMatchObject({
      status: "chargedback",
    });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: -boleto.fee.estimatedFee,
      waitingFunds: 0,
    });
    await expect(disputeTransaction({ companyId, transactionId: boleto.id })).rejects.toMatchObject({
      code: "invalid_state",
      details: { status: "chargedback" },
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("concurrent disputes, wins and chargebacks of one transaction hold, give back and keep the money exactly once", async () => {
    const { companyId, transactionId, ownRecipientId, partnerId } = await splitCard();
    const balances = async () => [await balanceOf(prisma, ownRecipientId), await balanceOf(prisma, partnerId)];
    const before = await balances();
    const race = async (run: () => Promise<unknown>) => {
      const results = await Promise.allSettled(Array.from({ length: 5 }, run));
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "invalid_state" });
      return results.filter((r) => r.status === "fulfilled").length;
    };

    expect(await race(() => disputeTransaction({ companyId, transactionId }))).toBe(1);
    expect(await ledgerSum(transactionId, "chargeback")).toBe(-8000);
    expect(await race(() => winDispute({ companyId, transactionId }))).toBe(1);
    expect(await ledgerSum(transactionId, "chargeback_reversal")).toBe(8000);
    expect(await balances()).toEqual(before);

    await disputeTransaction({ companyId, transactionId });
    expect(await race(() => chargebackTransaction({ companyId, transactionId }))).toBe(1);
    expect(await ledgerSum(transactionId, "chargeback")).toBe(-16000);
    expect((await balances()).map(total)).toEqual([total(before[0]) - 4800, total(before[1]) - 3200]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("another company cannot dispute, win or charge back the transaction", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const t = await createTransaction({ companyId: a.company.id, input: txInput("credit_card") });
    for (const action of [disputeTransaction, winDispute, chargebackTransaction])
      await expect(action({ companyId: b.company.id, transactionId: t.id })).rejects.toMatchObject({
        code: "not_found",
      });
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).status).toBe("paid");
  });
});
