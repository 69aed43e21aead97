import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { getTranslations } from "@/lib/i18n/server";

// An unknown id, or one that belongs to another company: the same answer for both.
export default async function TransactionNotFound() {
  const t = await getTranslations("transactionDetail");
  return (
    <NotFoundPanel
      title={t("notFound.title")}
      body={t("notFound.description")}
      backHref="/transactions"
      backLabel={t("notFound.back")}
    />
  );
}
