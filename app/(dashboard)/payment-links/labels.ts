import type { useTranslations } from "use-intl";

import type { PaymentLink } from "@/lib/client/queries/payment-links";

type LabelsT = ReturnType<typeof useTranslations<"paymentLinkLabels">>;

/** "Cartão até 12x · Pix · Boleto": the methods a link offers (t: the "paymentLinkLabels" messages). */
export function describeMethods(s: PaymentLink["settings"], t: LabelsT): string {
  const methods = [
    s.card.enabled && (s.card.maxInstallments > 1 ? t("cardUpTo", { count: s.card.maxInstallments }) : t("card")),
    s.pix.enabled && "Pix",
    s.boleto.enabled && t("boleto"),
  ].filter(Boolean);
  return methods.join(" · ");
}
