import { describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "./create-transaction";
import { payTransaction } from "./pay-transaction";
import { refundTransaction } from "./refund-transaction";

describe("refundTransaction (real database)", () => {
  it("partial refunds keep paid, the last one makes it refunded, and the ledger follows", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("pix") });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    const before = await balanceOf(prisma, ownRecipientId);
    expect(before.available).toBe(10000 - t.fee.estimatedFee);

    const first = await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 3000 });
    expect(first.transaction).toMatchObject({ status: "paid", refundedAmount: 3000 });
    const last = await refundTransaction({ companyId: company.id, transactionId: t.id });
    expect(last.refund.amount).toBe(7000);
    expect(last.transaction).toMatchObject({ status: "refunded", refundedAmount: 10000 });
    expect(last.transaction.refunds.map((r) => r.amount)).toEqual([3000, 7000]);
    await expect(checkLedgerConsistency({ companyId: company.id })).resolves.toEqual([]);
  });

  it("refuses what exceeds the refundable amount, unpaid transactions and non-positive amounts, changing nothing", async () => {
    const { company } = await makeCompany();
    const paid = await createTransaction({ companyId: company.id, input: txInput("credit_card") });
    const waiting = await createTransaction({ companyId: company.id, input: txInput("boleto") });
    await expect(
      refundTransaction({ companyId: company.id, transactionId: paid.id, amount: 10001 }),
    ).rejects.toMatchObject({ code: "refund_exceeds_available" });
    await expect(refundTransaction({ companyId: company.id, transactionId: paid.id, amount: 0 })).rejects.toMatchObject(
      { code: "invalid_amount" },
    );
    await expect(refundTransaction({ companyId: company.id, transactionId: waiting.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    const after = await prisma.transaction.findUniqueOrThrow({ where: { id: paid.id }, include: { refunds: true } });
    expect(after.refundedAmount).toBe(0);
    expect(after.refunds).toHaveLength(0);
    await expect(checkLedgerConsistency({ companyId: company.id })).resolves.toEqual([]);
  });

  it("50 concurrent partial refunds never sum above the amount", async () => {
    const { company } = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("credit_card") });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => refundTransaction({ companyId: company.id, transactionId: t.id, amount: 300 })),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    expect(ok).toBe(33);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "refund_exceeds_available" });
    const after = await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } });
    expect(after.refundedAmount).toBe(9900);
    await expect(checkLedgerConsistency({ companyId: company.id })).resolves.toEqual([]);
  });

  it("another company cannot refund the transaction", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const t = await createTransaction({ companyId: a.company.id, input: txInput("credit_card") });
    await expect(refundTransaction({ companyId: b.company.id, transactionId: t.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
