import { describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { previewAnticipation } from "@/lib/domain/anticipations/preview-anticipation";
import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

const sale = (companyId: number, amount: number, installments: number) =>
  createTransaction({
    companyId,
    input: txInput("credit_card", {
      amount,
      installments,
      items: [{ title: "Geladeira", unitPrice: amount, quantity: 1, tangible: true }],
    }),
  });

// "Antecipável agora" never exceeds "A receber": what can be brought forward is at most what is
// really receivable, net of the future debits of disputes, refunds and chargebacks.
describe("the anticipation limit (real database)", () => {
  it("never exceeds what is receivable, after disputes lost, disputes open and refunds", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
    const check = async (step: string) => {
      const balance = await getRecipientBalance({ companyId });
      const { limit } = await previewAnticipation({ companyId, query: {} });
      expect(limit, step).toBeLessThanOrEqual(Math.max(0, balance.waitingFunds - balance.debt));
      return { balance, limit };
    };
    const a = await sale(companyId, 60000, 6);
    const b = await sale(companyId, 120000, 12);
    const c = await sale(companyId, 30000, 3);
    const d = await sale(companyId, 90000, 10);
    await check("paid");
    await disputeTransaction({ companyId, transactionId: a.id });
    await check("dispute open");
    await chargebackTransaction({ companyId, transactionId: a.id });
    await check("dispute lost");
    await refundTransaction({ companyId, transactionId: b.id, amount: 50000 });
    await check("partial refund");
    await chargebackTransaction({ companyId, transactionId: c.id });
    await check("chargeback");
    const { limit } = await check("before an anticipation");
    await createAnticipation({ companyId, input: { amount: Math.floor(limit / 2) } });
    await check("after an anticipation");
    await disputeTransaction({ companyId, transactionId: d.id });
    await check("second dispute open");
  });
});

describe("the anticipation preview (real database)", () => {
  it("names each installment it would bring forward, soonest first, with its day, net and fee", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
    const t = await sale(companyId, 30000, 3);
    const payables = await prisma.payable.findMany({
      where: { transactionId: t.id, recipientId: ownRecipientId },
      orderBy: { installment: "asc" },
    });
    const net = (p: (typeof payables)[number]) => p.amount - p.fee;
    const preview = await previewAnticipation({
      companyId,
      query: { amount: net(payables[0]) + net(payables[1]) },
    });
    expect(preview.payables.map((p) => [p.transactionId, p.installment, p.installments, p.amount])).toEqual([
      [t.id, 1, 3, net(payables[0])],
      [t.id, 2, 3, net(payables[1])],
    ]);
    expect(preview.payables.map((p) => p.id)).toEqual(preview.payableIds);
    expect(preview.payables[0].paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(preview.payables[0].paymentDate < preview.payables[1].paymentDate).toBe(true);
    expect(preview.payables.reduce((a, p) => a + p.fee, 0)).toBe(preview.fee);
  });
});
