import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { formatDocument } from "@/lib/documents";
import { getTranslations } from "@/lib/i18n/server";
import { loadRecipient } from "../load-recipient";
import { EditRecipientForm } from "./edit-recipient-form";

type Props = { params: Promise<{ recipientId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recipientEdit");
  return { title: t("title") };
}

// /recipients/{id}/edit – PATCH /v1/recipients/{id} (name, e-mail, transfer settings; the document is fixed)
export default async function EditRecipientPage({ params }: Props) {
  const user = await requireSession();
  const recipient = await loadRecipient({ companyId: user.companyId, rawId: (await params).recipientId });
  if (!recipient) notFound();
  const t = await getTranslations("recipientEdit");
  const back = `/recipients/${recipient.id}`;
  return (
    <div className="max-w-3xl space-y-6">
      <Link href={back} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {recipient.legalName}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {t("documentNote", { document: `${recipient.document.type.toUpperCase()} ${formatDocument(recipient.document.number)}` })}
        </p>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref={back} backLabel={t("backToRecipient")} /> : <EditRecipientForm recipient={recipient} />}
    </div>
  );
}
