import { installmentPlan } from "@/lib/formats/installment-plan";
import { formatBRL } from "@/lib/formats/money";

export type InstallmentOption = {
  value: number;
  label: string;
  isInterestFree: boolean;
  hasInterest: boolean;
  total: number;
};

/** `amount` in n installments: equal parts, the first one taking the cents that do not divide. */
export function splitInstallments(amount: number, n: number): { first: number; others: number } {
  const others = Math.floor(amount / n);
  return { first: amount - others * (n - 1), others };
}

/**
 * How the pay form and the checkout page both word n installments: "3x de R$ 50,00", and when the
 * cents do not divide, the installment to the cent ("3x de R$ 29,97" for R$ 89,90), the exact
 * parts being installmentsRounding's small print.
 */
export function installmentsText(amount: number, n: number): string {
  return `${n}x de ${formatBRL(Math.round(amount / n))}`;
}

/**
 * The small print of installmentsText when the cents do not divide: the parts really charged, which
 * add up to the amount ("1ª parcela de R$ 29,98 e 2 de R$ 29,96"); null when they are all equal.
 */
export function installmentsRounding(amount: number, n: number): string | null {
  const { first, others } = splitInstallments(amount, n);
  return first === others ? null : `1ª parcela de ${formatBRL(first)} e ${n - 1} de ${formatBRL(others)}`;
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
    return { value: n, label, isInterestFree, hasInterest: plan.interest > 0, total: plan.total };
  });
}
