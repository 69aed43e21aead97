import { describe, expect, it } from "vitest";

import { tokenizeCard } from "@/lib/domain/cards/tokenize-card";
import { setCompanyPricing } from "@/lib/domain/companies/set-pricing";
import { createPaymentLink } from "@/lib/domain/payment-links/create-payment-link";
import { getPaymentLink } from "@/lib/domain/payment-links/get-payment-link";
import { expireTransaction } from "@/lib/domain/transactions/expire-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { installmentPlan } from "@/lib/formats/installment-plan";
import { prisma } from "@/lib/platform/db";
import { type PayPaymentLinkInput, payPaymentLinkSchema } from "@/lib/schemas/checkout";
import { makeCompany } from "@/lib/test/factories";

import { getPublicPaymentLink } from "./get-public-payment-link";
import { payPaymentLink } from "./pay-payment-link";

const payer = { name: "Maria da Silva", email: "maria@example.com", document: { number: "52998224725", type: "cpf" } };
const card = { holderName: "MARIA DA SILVA", expirationMonth: 12, expirationYear: 2030, cvv: "123" };

async function linkOf(input: Record<string, unknown>) {
  const { company } = await makeCompany();
  const created = await createPaymentLink({
    companyId: company.id,
    input: { title: "Ingresso", amount: 10000, ...input } as never,
  });
  const fresh = async () => (await getPublicPaymentLink({ alias: created.alias }))!;
  return { companyId: company.id, created, fresh };
}

const pay = (link: Awaited<ReturnType<typeof getPublicPaymentLink>>, input: Partial<PayPaymentLinkInput>) =>
  payPaymentLink({
    link: link!,
    input: payPaymentLinkSchema.parse({ paymentMethod: "pix", customer: payer, ...input }),
  });

const cardHash = async (companyId: number, number: string) => ({
  hash: (await tokenizeCard({ companyId, input: { ...card, number } })).hash,
});

const transactionOf = (secureId: string) =>
  prisma.transaction.findUniqueOrThrow({ where: { secureId }, include: { items: true, splits: true } });

describe("payment links that sell (real database)", () => {
  it("quantity: the payer buys several units at the unit price, up to the link's maximum", async () => {
    const { fresh } = await linkOf({ maxQuantity: 3 });
    const { secureId } = await pay(await fresh(), { quantity: 3 });
    const t = await transactionOf(secureId);
    expect(t.amount).toBe(30000);
    expect(t.items).toMatchObject([{ title: "Ingresso", unitPrice: 10000, quantity: 3 }]);
    await expect(pay(await fresh(), { quantity: 4 })).rejects.toMatchObject({
      code: "bad_request",
      details: { issues: [{ path: "quantity" }] },
    });
  });

  it("interest passed to the payer: above the free installments the card is charged the plan the page showed", async () => {
    const { companyId, fresh } = await linkOf({
      settings: { card: { freeInstallments: 3, interestPaidByPayer: true } },
    });
    await setCompanyPricing({ companyId, changes: { "installmentInterest.monthlyRate": 250 } });
    const link = await fresh();
    expect(link.interestRate).toBe(250);
    const free = await pay(link, {
      paymentMethod: "credit_card",
      installments: 3,
      card: await cardHash(companyId, "4111111111111111"),
    });
    expect((await transactionOf(free.secureId)).amount).toBe(10000);
    const { secureId } = await pay(link, {
      paymentMethod: "credit_card",
      installments: 10,
      card: await cardHash(companyId, "4111111111111111"),
    });
    const plan = installmentPlan({
      amount: 10000,
      installments: 10,
      freeInstallments: 3,
      interestPaidByPayer: true,
      monthlyRate: 250,
    });
    expect(plan.interest).toBeGreaterThan(0);
    const t = await transactionOf(secureId);
    expect(t).toMatchObject({ amount: plan.total, installments: 10, status: "paid" });
    expect(t.items).toMatchObject([
      { title: "Ingresso", unitPrice: 10000, quantity: 1 },
      { title: "Juros do parcelamento (10x)", unitPrice: plan.interest, quantity: 1 },
    ]);
  });

  it("without the setting the price is the same in any number of installments", async () => {
    const { companyId, fresh } = await linkOf({ settings: { card: { freeInstallments: 1 } } });
    const { secureId } = await pay(await fresh(), {
      paymentMethod: "credit_card",
      installments: 12,
      card: await cardHash(companyId, "4111111111111111"),
    });
    expect((await transactionOf(secureId)).amount).toBe(10000);
  });

  it("maxPayments: ten payers at once for three places — three pay, seven hear it is sold out; an expired charge frees its place", async () => {
    const { companyId, created, fresh } = await linkOf({ maxPayments: 3 });
    const link = await fresh();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay(link, {})));
    const paid = results.filter((r) => r.status === "fulfilled") as PromiseFulfilledResult<{ secureId: string }>[];
    expect(paid).toHaveLength(3);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: "invalid_state",
        details: { reason: "sold_out" },
      });
    expect(await prisma.transaction.count({ where: { paymentLinkId: created.id } })).toBe(3);
    expect((await fresh()).closed).toBe("sold_out");
    expect((await getPaymentLink({ companyId, paymentLinkId: created.id })).paymentsLeft).toBe(0);

    const first = await transactionOf(paid[0].value.secureId);
    await expireTransaction({ companyId, transactionId: first.id });
    expect((await fresh()).closed).toBeNull();
    await pay(await fresh(), {});
    expect((await fresh()).closed).toBe("sold_out");
  });

  it("a refused card gives its place back", async () => {
    const { companyId, fresh } = await linkOf({ maxPayments: 1 });
    const { secureId } = await pay(await fresh(), {
      paymentMethod: "credit_card",
      card: await cardHash(companyId, "4000000000000002"),
    });
    expect((await transactionOf(secureId)).status).toBe("refused");
    expect((await fresh()).closed).toBeNull();
  });

  it("an expired link takes no payment", async () => {
    const { fresh } = await linkOf({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const link = await fresh();
    expect(link.closed).toBe("expired");
    await expect(pay(link, {})).rejects.toMatchObject({ code: "invalid_state", details: { reason: "expired" } });
  });

  it("splits: each payment gives the partners their percentage of the price", async () => {
    const { company } = await makeCompany();
    const partner = await prisma.recipient.create({
      data: { companyId: company.id, legalName: "Parceiro", documentNumber: "52998224725", documentType: "cpf" },
    });
    const created = await createPaymentLink({
      companyId: company.id,
      input: { title: "Curso", amount: 10000, maxQuantity: 2, splits: [{ recipientId: partner.id, percentage: 25 }] },
    });
    const link = (await getPublicPaymentLink({ alias: created.alias }))!;
    const { secureId } = await pay(link, { quantity: 2 });
    const t = await transactionOf(secureId);
    expect(t.splits.find((s) => s.recipientId === partner.id)?.amount).toBe(5000);
    // another company's recipient cannot be named
    const other = await makeCompany();
    await expect(
      createPaymentLink({
        companyId: other.company.id,
        input: { title: "x", amount: 100, splits: [{ recipientId: partner.id, percentage: 10 }] },
      }),
    ).rejects.toMatchObject({ code: "unprocessable_entity", details: { field: "splits.0.recipientId" } });
  });

  it("sales: the link counts the payments kept and what is left of them after refunds", async () => {
    const { companyId, created, fresh } = await linkOf({ settings: { pix: { enabled: true } } });
    const link = await fresh();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { secureId } = await pay(link, {
        paymentMethod: "credit_card",
        card: await cardHash(companyId, "4111111111111111"),
      });
      ids.push((await transactionOf(secureId)).id);
    }
    await pay(link, {}); // a Pix still waiting: not a sale yet
    await refundTransaction({ companyId, transactionId: ids[0], amount: 2500 });
    await refundTransaction({ companyId, transactionId: ids[1] });
    expect((await getPaymentLink({ companyId, paymentLinkId: created.id })).sales).toEqual({ count: 2, amount: 17500 });
  });
});
