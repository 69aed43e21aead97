import { installmentPlan } from "@/lib/formats/installment-plan";
import { formatBRL } from "@/lib/formats/money";

export type InstallmentOption = { value: number; label: string; isInterestFree: boolean; total: number };

/** `amount` in n installments: equal parts, the first one taking the cents that do not divide. */
export function splitInstallments(amount: number, n: number): { first: number; others: number } {
  const others = Math.floor(amount / n);
  return { first: amount - others * (n - 1), others };
}

/**
 * How the pay form and the checkout page both word n installments, figures that add up to the
 * amount: "3x de R$ 50,00", or "1x de R$ 33,34 + 2x de R$ 33,33" when the cents do not divide.
 */
export function installmentsText(amount: number, n: number): string {
  const { first, others } = splitInstallments(amount, n);
  return first === others
    ? `${n}x de ${formatBRL(others)}`
    : `1x de ${formatBRL(first)} + ${n - 1}x de ${formatBRL(others)}`;
}

// Every option shows what the payer will be charged in all (installment-plan.ts, the same numbers
// the server charges). Up to freeInstallments the price itself, "sem juros"; above them, when the
// merchant passes interest on, n equal installments at the company's monthly rate; otherwise the
// price itself too (the fee table's installment surcharge is the merchant's cost and never reaches
// the payer).
export function installmentOptions({
  amount,
  freeInstallments,
  maxInstallments,
  interestPaidByPayer = false,
  monthlyRate = 0,
}: {
  amount: number;
  freeInstallments: number;
  maxInstallments: number;
  interestPaidByPayer?: boolean;
  monthlyRate?: number;
}): InstallmentOption[] {
  const max = Math.max(1, Math.min(12, maxInstallments));
  return Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    const plan = installmentPlan({ amount, installments: n, freeInstallments, interestPaidByPayer, monthlyRate });
    const isInterestFree = plan.interest === 0 && n <= freeInstallments;
    const label =
      n === 1
        ? `À vista · ${formatBRL(plan.total)}`
        : plan.interest > 0
          ? `${n}x de ${formatBRL(plan.installmentAmount)} com juros · total ${formatBRL(plan.total)}`
          : `${installmentsText(amount, n)}${isInterestFree ? " sem juros" : ""} · total ${formatBRL(amount)}`;
    return { value: n, label, isInterestFree, total: plan.total };
  });
}
