import { formatBRL } from "@/lib/money";

export type InstallmentOption = { value: number; label: string; isInterestFree: boolean };

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

// Colmeia has no payer-interest setting: every option charges exactly the link amount. Up to
// freeInstallments the option says "sem juros", as the merchant chose to advertise; the installment
// surcharge of the fee table is the merchant's cost and never reaches the payer.
export function installmentOptions({
  amount,
  freeInstallments,
  maxInstallments,
}: {
  amount: number;
  freeInstallments: number;
  maxInstallments: number;
}): InstallmentOption[] {
  const max = Math.max(1, Math.min(12, maxInstallments));
  return Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    const isInterestFree = n <= freeInstallments;
    const label =
      n === 1
        ? `À vista · ${formatBRL(amount)}`
        : `${installmentsText(amount, n)}${isInterestFree ? " sem juros" : ""} · total ${formatBRL(amount)}`;
    return { value: n, label, isInterestFree };
  });
}
