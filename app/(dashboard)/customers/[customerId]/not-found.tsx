import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { getTranslations } from "@/lib/i18n/server";

// An unknown id, or one that belongs to another company: the same answer for both.
export default async function CustomerNotFound() {
  const t = await getTranslations("customerDetail");
  return (
    <NotFoundPanel
      title={t("notFoundTitle")}
      body={t("notFoundBody")}
      backHref="/customers"
      backLabel={t("notFoundBack")}
    />
  );
}
