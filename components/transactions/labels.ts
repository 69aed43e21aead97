import {
  type PaymentMethod,
  paymentMethods,
  type TransactionStatus,
  transactionStatuses,
} from "@/lib/schemas/transactions";

// Status and payment-method names live in the "transactionStatus" and "paymentMethod" messages.
// These helpers take that namespace's `t` (useTranslations in client components, getTranslations
// in server ones), so this module has no "use client" and works on both sides. A value the
// dashboard does not know yet (a newer API) is shown as it came.

export type StatusTranslator = (status: TransactionStatus) => string;
export type MethodTranslator = (method: PaymentMethod) => string;

const STATUSES: readonly string[] = [...transactionStatuses, "pending_refund"];
const METHODS: readonly string[] = paymentMethods;

export function isKnownStatus(status: string): status is TransactionStatus {
  return STATUSES.includes(status);
}

export function isKnownMethod(method: string): method is PaymentMethod {
  return METHODS.includes(method);
}

/** `statusLabel(status, useTranslations("transactionStatus"))` → "Pago". */
export function statusLabel(status: string, t: StatusTranslator): string {
  return isKnownStatus(status) ? t(status) : status;
}

/** `methodLabel(method, useTranslations("paymentMethod"))` → "Cartão de crédito". */
export function methodLabel(method: string, t: MethodTranslator): string {
  return isKnownMethod(method) ? t(method) : method;
}
