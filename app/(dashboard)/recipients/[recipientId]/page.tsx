import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { loadRecipient } from "./load-recipient";
import { RecipientDetail } from "./recipient-detail";

type Props = { params: Promise<{ recipientId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("recipientDetail");
  return { title: t("title", { id: (await params).recipientId }) };
}

// /recipients/{id} – balance, bank accounts and transfers of one recipient; another company's id is a 404
export default async function RecipientPage({ params }: Props) {
  const user = await requireSession();
  const recipient = await loadRecipient({ companyId: user.companyId, rawId: (await params).recipientId });
  if (!recipient) notFound();
  return (
    <RecipientDetail initialRecipient={recipient} canEdit={user.role !== "viewer"} isOwner={user.role === "owner"} />
  );
}
