import { useTranslations } from "use-intl";

import type { SelectOption } from "@/components/ui/select";
import { CARD_BRAND_NAMES } from "@/lib/formats/card-brand";
import {
  cardBrands,
  deliveryStatuses,
  paymentMethods,
  transactionSorts,
  type TransactionStatus,
} from "@/lib/schemas/transactions";

// Most common first, the way merchants scan for them.
const STATUS_ORDER: TransactionStatus[] = [
  "paid",
  "waiting_payment",
  "processing",
  "authorized",
  "refused",
  "refunded",
  "pending_refund",
  "canceled",
  "chargedback",
  "in_protest",
  "partially_paid",
];

export const PAGE_SIZE_OPTIONS: SelectOption[] = ["20", "50", "100"].map((v) => ({ value: v, label: v }));

/** The filters' choices, labelled in the dashboard's language ("" = no filter). */
export function useFilterOptions() {
  const t = useTranslations("transactionFilters");
  const tStatus = useTranslations("transactionStatus");
  const tMethod = useTranslations("paymentMethod");
  const tDelivery = useTranslations("deliveryForm");
  const all = { value: "", label: t("all") };
  return {
    status: STATUS_ORDER.map((s) => ({ value: s, label: tStatus(s) })),
    method: paymentMethods.map((m) => ({ value: m, label: tMethod(m) })),
    delivery: [all, ...deliveryStatuses.map((s) => ({ value: s, label: tDelivery(`statuses.${s}`) }))],
    installments: [
      all,
      ...Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: i === 0 ? t("singlePayment") : t("installmentCount", { count: i + 1 }),
      })),
    ],
    traceable: [all, { value: "true", label: t("yes") }, { value: "false", label: t("no") }],
    cardBrand: [all, ...cardBrands.map((b) => ({ value: b, label: CARD_BRAND_NAMES[b] }))],
    sort: transactionSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
  } satisfies Record<string, SelectOption[]>;
}
