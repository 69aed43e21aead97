"use client";

import { useTranslations } from "use-intl";

import { methodLabel } from "./labels";

/** The payment method's name, with the installments for cards ("Cartão de crédito · 3x"); wraps in a narrow column. */
export function MethodLabel({ method, installments }: { method: string; installments?: number }) {
  const t = useTranslations("paymentMethod");
  return (
    <span>
      {methodLabel(method, t)}
      {method === "credit_card" && installments && installments > 1 ? (
        <span className="whitespace-nowrap text-stone-600"> · {installments}x</span>
      ) : null}
    </span>
  );
}
