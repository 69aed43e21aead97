import { formatBRL } from "@/lib/money";

export type InstallmentOption = { value: number; label: string; perInstallment: number; isInterestFree: boolean };

// Colmeia has no payer-interest setting: every option charges exactly the link amount, split in
// equal installments (the first one takes the cents that do not divide). Up to freeInstallments
// the option says "sem juros", as the merchant chose to advertise; the installment surcharge of
// the fee table is the merchant's cost and never reaches the payer.
export function installmentOptions({ amount, freeInstallments, maxInstallments }: { amount: number; freeInstallments: number; maxInstallments: number }): InstallmentOption[] {
  const max = Math.max(1, Math.min(12, maxInstallments));
  return Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    const perInstallment = Math.floor(amount / n);
    const isInterestFree = n <= freeInstallments;
    const label = n === 1 ? `À vista · ${formatBRL(amount)}` : `${n}x de ${formatBRL(perInstallment)}${isInterestFree ? " sem juros" : ""} · total ${formatBRL(amount)}`;
    return { value: n, label, perInstallment, isInterestFree };
  });
}
