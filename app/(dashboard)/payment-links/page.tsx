import type { Metadata } from "next";

import { ListPage } from "@/components/data-table/list-page";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { PaymentLinksTable } from "./payment-links-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paymentLinkList");
  return { title: t("title") };
}

// /payment-links – hosted checkouts at /pay/{alias} (GET /v1/payment-links)
export default async function PaymentLinksPage() {
  const user = await requireSession();
  const canEdit = user.role !== "viewer";
  const t = await getTranslations("paymentLinkList");
  return (
    <ListPage
      title={t("title")}
      description={t("description")}
      loadingLabel={t("loading")}
      create={canEdit ? { href: "/payment-links/new", label: t("newLink") } : undefined}
    >
      <PaymentLinksTable canEdit={canEdit} />
    </ListPage>
  );
}
