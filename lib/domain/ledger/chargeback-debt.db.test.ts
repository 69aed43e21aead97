import { describe, expect, it } from "vitest";

import { previewAnticipation } from "@/lib/domain/anticipations/preview-anticipation";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { advanceClock } from "@/lib/domain/payables/advance-clock";
import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

// A chargeback takes what it can really take (docs/money.md, "Chargebacks and debt"): the net its
// own installments still wait for, then the available balance, and the rest is a debt the next
// money to settle pays first. It never leaves waitingFunds negative, so it freezes nothing else.
async function setUp() {
  const { company, ownRecipientId } = await makeCompany();
  await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
  const companyId = company.id;
  const sixInstallments = await createTransaction({
    companyId,
    input: txInput("credit_card", {
      amount: 60000,
      installments: 6,
      items: [{ title: "Geladeira", unitPrice: 60000, quantity: 1, tangible: true }],
    }),
  });
  expect(sixInstallments.status).toBe("paid");
  return { companyId, recipientId: ownRecipientId, sale: sixInstallments };
}

const balance = (companyId: number) => getRecipientBalance({ companyId });

describe("a chargeback never freezes the merchant (real database)", () => {
  it("a charged-back 6-installment sale leaves waitingFunds at zero, and a refund of another sale still works", async () => {
    const { companyId, sale } = await setUp();
    const pix = await createTransaction({ companyId, input: txInput("pix") });
    await payTransaction({ companyId, transactionId: pix.id });
    const before = await balance(companyId);

    await chargebackTransaction({ companyId, transactionId: sale.id });
    const after = await balance(companyId);
    // its installments gave their net; the fee it kept came out of what was available
    expect(after.waitingFunds).toBe(0);
    expect(after.available).toBe(before.available - sale.fee.estimatedFee);
    expect(after.debt).toBe(0);
    expect((await previewAnticipation({ companyId, query: {} })).limit).toBe(0);

    const refund = await refundTransaction({ companyId, transactionId: pix.id, amount: 1000 });
    expect(refund.transaction).toMatchObject({ status: "paid", refundedAmount: 1000 });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("what nothing could cover is a debt, shown in the balance and paid off first by the next payables", async () => {
    const { companyId, sale } = await setUp();
    await chargebackTransaction({ companyId, transactionId: sale.id });
    const fee = sale.fee.estimatedFee;
    expect(await balance(companyId)).toMatchObject({ available: -fee, waitingFunds: 0, debt: fee });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);

    // a new card sale: its money waits, and the anticipation limit leaves the debt out of it
    const next = await createTransaction({
      companyId,
      input: txInput("credit_card", {
        amount: 30000,
        installments: 3,
        items: [{ title: "Fogão", unitPrice: 30000, quantity: 1, tangible: true }],
      }),
    });
    const waiting = 30000 - next.fee.estimatedFee;
    expect(await balance(companyId)).toMatchObject({ waitingFunds: waiting, debt: fee });
    const preview = await previewAnticipation({ companyId, query: {} });
    expect(preview.limit).toBeLessThanOrEqual(waiting - fee);
    // a refund of that sale comes from its own installments: the debt does not block it
    await refundTransaction({ companyId, transactionId: next.id, amount: 3000 });

    // its first installment falls due and pays the debt before anything can be transferred
    await advanceClock({ companyId, days: 31 });
    const settled = await balance(companyId);
    expect(settled.debt).toBe(0);
    expect(settled.available).toBeGreaterThan(0);
    await expect(
      createTransfer({ companyId, input: { recipientId: settled.recipientId, amount: settled.available + 1 } }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    await createTransfer({ companyId, input: { recipientId: settled.recipientId, amount: settled.available } });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("the ledger check catches what the old chargeback left: installments and waitingFunds below zero", async () => {
    const { companyId, recipientId, sale } = await setUp();
    // what the chargeback used to write: every installment's whole share on its due date, the fee
    // still charged there, so each payable ends at −fee and waitingFunds below zero
    const payables = await prisma.payable.findMany({ where: { transactionId: sale.id } });
    await prisma.ledgerEntry.createMany({
      data: payables.map((p) => ({
        companyId,
        recipientId,
        transactionId: sale.id,
        installment: p.installment,
        type: "chargeback" as const,
        amount: -p.amount,
        availableAt: p.dueAt,
      })),
    });
    await prisma.transaction.update({ where: { id: sale.id }, data: { status: "chargedback" } });
    expect(await checkLedgerConsistency({ companyId })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/waitingFunds -\d+ is negative/),
        expect.stringMatching(/6 waiting payables are negative/),
      ]),
    );
    // another sale hides it in the total (where the old anticipation limit passed waitingFunds):
    // the payables still tell
    await createTransaction({ companyId, input: txInput("credit_card") });
    expect(await checkLedgerConsistency({ companyId })).toEqual([
      expect.stringMatching(/6 waiting payables are negative/),
    ]);
  });
});
