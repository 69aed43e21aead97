import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { makeCompany, txInput } from "@/lib/test/factories";
import { createTransaction } from "@/lib/transactions/create-transaction";
import { payTransaction } from "@/lib/transactions/pay-transaction";
import { refundTransaction } from "@/lib/transactions/refund-transaction";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerConsistency } from "@/lib/ledger/check-consistency";
import { createTransfer } from "./create-transfer";
import { settleTransfer } from "./settle-transfer";
import { failTransfer } from "./fail-transfer";

// A company with a paid 10000 Pix: its own recipient holds 10000 − fee, available at once.
async function funded() {
  const made = await makeCompany();
  const t = await createTransaction({ companyId: made.company.id, input: txInput("pix") });
  await payTransaction({ companyId: made.company.id, transactionId: t.id });
  return { ...made, companyId: made.company.id, available: 10000 - t.fee.estimatedFee, transactionId: t.id };
}

describe("transfers (real database)", () => {
  it("move available to transferred; settling keeps it out, failing brings it back", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    const a = await createTransfer({ companyId, input: { amount: 2000 } });
    expect(a).toMatchObject({ status: "processing", recipientId: ownRecipientId, amount: 2000 });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available: available - 2000, transferred: 2000 });
    await settleTransfer({ companyId, transferId: a.id });
    const b = await createTransfer({ companyId, input: { amount: 500 } });
    await failTransfer({ companyId, transferId: b.id, reason: "conta_encerrada" });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available: available - 2000, transferred: 2000 });
    await expect(failTransfer({ companyId, transferId: a.id })).rejects.toMatchObject({ code: "invalid_state" });
    await expect(settleTransfer({ companyId, transferId: b.id })).rejects.toMatchObject({ code: "invalid_state" });
    const events = await prisma.event.findMany({ where: { companyId, objectType: "transfer" }, orderBy: { id: "asc" }, select: { type: true } });
    expect(events.map((e) => e.type)).toEqual(["transfer.processing", "transfer.transferred", "transfer.processing", "transfer.failed"]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("refuses more than available and disabled recipients, writing nothing", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    await expect(createTransfer({ companyId, input: { amount: available + 1 } })).rejects.toMatchObject({ code: "insufficient_balance", details: { available, requested: available + 1 } });
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { transferEnabled: false } });
    await expect(createTransfer({ companyId, input: { amount: 1 } })).rejects.toMatchObject({ code: "invalid_state" });
    expect(await prisma.transfer.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available, transferred: 0 });
  });

  it("concurrent transfers and refunds of one recipient never take its balance below zero", async () => {
    const { companyId, ownRecipientId, transactionId } = await funded();
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => createTransfer({ companyId, input: { amount: 700 } })),
      refundTransaction({ companyId, transactionId, amount: 3000 }),
    ]);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_balance" });
    const b = await balanceOf(prisma, ownRecipientId);
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.available).toBeLessThan(700);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("another company's recipient or transfer is not found", async () => {
    const a = await funded();
    const b = await makeCompany();
    await expect(createTransfer({ companyId: b.company.id, input: { recipientId: a.ownRecipientId, amount: 1 } })).rejects.toMatchObject({ code: "not_found" });
    const t = await createTransfer({ companyId: a.companyId, input: { amount: 1 } });
    await expect(settleTransfer({ companyId: b.company.id, transferId: t.id })).rejects.toMatchObject({ code: "not_found" });
  });
});
