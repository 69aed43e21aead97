import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { loadTransferPage } from "./load-transfer";
import { TransferDetail } from "./transfer-detail";

type Props = { params: Promise<{ transferId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("transferDetail");
  return { title: t("title", { id: (await params).transferId }) };
}

// /transfers/{id} – one transfer, with sandbox settle/fail; another company's id is a 404
export default async function TransferPage({ params }: Props) {
  const user = await requireSession();
  const data = await loadTransferPage({ companyId: user.companyId, rawId: (await params).transferId });
  if (!data) notFound();
  return <TransferDetail {...data} canEdit={user.role !== "viewer"} />;
}
