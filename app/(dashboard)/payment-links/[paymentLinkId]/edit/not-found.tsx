import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { getTranslations } from "@/lib/i18n/server";

// An unknown or deleted id, or one that belongs to another company: the same answer for all.
export default async function PaymentLinkNotFound() {
  const t = await getTranslations("paymentLinkForm");
  return (
    <NotFoundPanel
      title={t("notFoundTitle")}
      body={t("notFoundBody")}
      backHref="/payment-links"
      backLabel={t("backLabel")}
    />
  );
}
