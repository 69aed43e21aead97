import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { ReceivablesView } from "./receivables-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("receivables");
  return { title: t("title") };
}

// /receivables – when the money arrives: the calendar of a recipient's payables (chart of the next
// 90 days), the list of its installments, and anticipation (GET /v1/payables, /v1/anticipations)
export default async function ReceivablesPage() {
  await requireSession();
  const t = await getTranslations("receivables");
  return (
    <ListPage title={t("title")} description={t("description")} loadingLabel={t("loading")}>
      <ReceivablesView />
    </ListPage>
  );
}
