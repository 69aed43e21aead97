import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { StatementTable } from "./statement-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("statement");
  return { title: t("title") };
}

// /statement – every movement of a recipient's balance with the balance after it (GET /v1/balance/operations)
export default async function StatementPage() {
  await requireSession();
  const t = await getTranslations("statement");
  return (
    <ListPage title={t("title")} description={t("description")} loadingLabel={t("loading")}>
      <StatementTable />
    </ListPage>
  );
}
