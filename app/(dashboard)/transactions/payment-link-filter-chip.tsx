"use client";

import { useTranslations } from "use-intl";

import { usePaymentLink } from "@/lib/client/queries/payment-links";

type Props = { paymentLinkId: number; onClear: () => void };

/**
 * The payment-link filter has no field in the form (it comes from "Ver pagamentos" on
 * /payment-links): this chip names the link (its id while loading, or if it was deleted) and clears it.
 */
export function PaymentLinkFilterChip({ paymentLinkId, onClear }: Props) {
  const t = useTranslations("transactionFilters");
  const { data: link } = usePaymentLink(paymentLinkId);
  const label = t("paymentLink", { name: link?.title ?? `#${paymentLinkId}` });
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full bg-amber-50 py-1 pl-3 pr-1 text-sm text-stone-900 ring-1 ring-amber-600/30">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t("removeFilter", { name: label })}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
