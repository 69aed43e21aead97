import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { RecipientsTable } from "./recipients-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recipientList");
  return { title: t("title") };
}

// /recipients – who receives splits and transfers, with their balances (GET /v1/recipients)
export default async function RecipientsPage() {
  const user = await requireSession();
  const t = await getTranslations("recipientList");
  return (
    <ListPage
      title={t("title")}
      description={t("description")}
      loadingLabel={t("loading")}
      create={user.role !== "viewer" ? { href: "/recipients/new", label: t("newRecipient") } : undefined}
    >
      <RecipientsTable />
    </ListPage>
  );
}
