import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { TransfersTable } from "./transfers-table";
import { UpcomingTransfers } from "./upcoming-transfers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("transferList");
  return { title: t("title") };
}

// /transfers – money sent from balances to bank accounts or Pix keys (GET /v1/transfers)
export default async function TransfersPage() {
  const user = await requireSession();
  const t = await getTranslations("transferList");
  return (
    <ListPage
      title={t("title")}
      description={t("description")}
      loadingLabel={t("loading")}
      create={user.role !== "viewer" ? { href: "/transfers/new", label: t("newTransfer") } : undefined}
    >
      <UpcomingTransfers />
      <TransfersTable />
    </ListPage>
  );
}
