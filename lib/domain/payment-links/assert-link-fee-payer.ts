import "server-only";

import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { computeFee, installmentInterestRate } from "@/lib/domain/pricing/fees";
import { computeSplits } from "@/lib/domain/transactions/compute-splits";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import type { LinkSplit, PaymentLinkSettings } from "@/lib/schemas/payment-links";

import { installmentPlan } from "../../formats/installment-plan";
import { linkSplitsAt } from "./link-splits";

type Method = "credit_card" | "pix" | "boleto";

// A link's splits must leave someone able to pay the processing fee of every payment the link can
// take — each enabled method, one unit or the most the payer may buy, every installment count —
// with the same fee and split rules a payment meets (lib/domain/checkout/pay-payment-link.ts). Otherwise
// the link would be saved and then refuse its payments: a 422 invalid_split on `splits` instead.
export async function assertLinkFeePayer(
  companyId: number,
  link: { amount: number; maxQuantity: number; settings: PaymentLinkSettings; splits: LinkSplit[] },
) {
  if (link.splits.length === 0) return;
  const [pricing, own] = await Promise.all([
    companyPricing(prisma, companyId),
    prisma.recipient.findFirst({ where: { companyId, isDefault: true }, select: { id: true } }),
  ]);
  const s = link.settings;
  const methods: Method[] = [
    ...(s.card.enabled ? (["credit_card"] as const) : []),
    ...(s.pix.enabled ? (["pix"] as const) : []),
    ...(s.boleto.enabled ? (["boleto"] as const) : []),
  ];
  for (const paymentMethod of methods)
    for (const quantity of new Set([1, link.maxQuantity]))
      for (
        let installments = 1;
        installments <= (paymentMethod === "credit_card" ? s.card.maxInstallments : 1);
        installments++
      ) {
        const price = link.amount * quantity;
        const plan = installmentPlan({
          amount: price,
          installments,
          freeInstallments: s.card.freeInstallments,
          interestPaidByPayer: paymentMethod === "credit_card" && s.card.interestPaidByPayer,
          monthlyRate: installmentInterestRate(pricing),
        });
        const fee = computeFee({ paymentMethod, amount: plan.total, installments, pricing: pricing ?? undefined });
        const splits = linkSplitsAt(link.splits, price);
        try {
          computeSplits({ amount: plan.total, fee: fee.estimatedFee, splits, defaultRecipientId: own?.id ?? 0 });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          throw new ApiError(
            "invalid_split",
            `The splits leave nobody able to pay the processing fee of a ${paymentMethod} payment of ${quantity} unit(s) in ${installments} installment(s), so the link could not take it: ${error.message}`,
            { ...error.details, field: "splits", paymentMethod, quantity, installments },
          );
        }
      }
}
