import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { getTranslations } from "@/lib/i18n/server";

import { DisputesTable } from "./disputes-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("disputeList");
  return { title: t("title") };
}

// /disputes – payers' disputes: open (amount held, deadline), won, lost (GET /v1/disputes)
export default async function DisputesPage() {
  const t = await getTranslations("disputeList");
  return (
    <ListPage title={t("title")} description={t("description")} loadingLabel={t("loading")}>
      <DisputesTable />
    </ListPage>
  );
}
