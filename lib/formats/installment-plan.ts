// What a payer pays for `amount` in `installments` (docs/money.md, "Payment links"): up to
// `freeInstallments` (the link's "sem juros") the price itself; above it, when the merchant passes
// interest on, the Price table at the company's monthly rate: a fixed installment
// amount·i / (1 − (1+i)^−n), rounded up to the cent, and the total is n of them. Pure and shared: the
// hosted page shows these numbers before the payment and the server charges the same ones.
export type InstallmentPlan = {
  installments: number;
  /** each installment, in cents (without interest the last one may be a cent less) */
  installmentAmount: number;
  total: number;
  interest: number;
};

export function installmentPlan({
  amount,
  installments,
  freeInstallments,
  interestPaidByPayer,
  monthlyRate,
}: {
  amount: number;
  installments: number;
  freeInstallments: number;
  interestPaidByPayer: boolean;
  /** hundredths of a percent a month (299 = 2.99 %) */
  monthlyRate: number;
}): InstallmentPlan {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError("amount must be a positive integer in cents");
  if (!Number.isInteger(installments) || installments < 1) throw new RangeError("installments must be 1 or more");
  if (!interestPaidByPayer || installments <= freeInstallments || monthlyRate <= 0)
    return { installments, installmentAmount: Math.ceil(amount / installments), total: amount, interest: 0 };
  const i = monthlyRate / 10_000;
  const installmentAmount = Math.ceil((amount * i) / (1 - (1 + i) ** -installments));
  const total = installmentAmount * installments;
  return { installments, installmentAmount, total, interest: total - amount };
}
