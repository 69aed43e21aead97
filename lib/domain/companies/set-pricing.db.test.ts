import { describe, expect, it } from "vitest";

import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { setCompanyPricing } from "./set-pricing";

const DAY = 86_400_000;

describe("the operator sets a company's pricing (npm run company:pricing)", () => {
  it("changes settlement days for the next payments, keeps the rest, and audits it", async () => {
    const { company } = await makeCompany();
    const pricing = await setCompanyPricing({
      companyId: company.id,
      changes: { "settlement.credit_card": 2, "anticipation.monthlyRate": 150 },
    });
    expect(pricing.settlement).toEqual({ credit_card: 2 });
    expect(pricing.anticipation).toEqual({ monthlyRate: 150 });
    expect(pricing.credit_card.spreadPercentage).toBe(399);

    const t = await createTransaction({ companyId: company.id, input: txInput("credit_card", { installments: 2 }) });
    const payables = await prisma.payable.findMany({ where: { transactionId: t.id }, orderBy: { installment: "asc" } });
    const paidAt = new Date(t.paidAt!).getTime();
    expect(payables.map((p) => Math.round((p.dueAt.getTime() - paidAt) / DAY))).toEqual([2, 32]);
    const audit = await prisma.auditEntry.findMany({ where: { companyId: company.id, action: "company.pricing" } });
    expect(audit).toHaveLength(1);
  });

  it("refuses a value out of range or an unknown part, changing nothing", async () => {
    const { company } = await makeCompany();
    await expect(setCompanyPricing({ companyId: company.id, changes: { "settlement.pix": 400 } })).rejects.toThrow(
      /settlement\.pix/,
    );
    await expect(setCompanyPricing({ companyId: company.id, changes: { "cashback.rate": 1 } })).rejects.toThrow();
    const row = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
    expect(row.pricing).toEqual(company.pricing);
    expect(await prisma.auditEntry.count({ where: { companyId: company.id, action: "company.pricing" } })).toBe(0);
  });
});
