import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { formatDocument } from "@/lib/formats/documents";
import { requireSession } from "@/lib/http/auth/session";
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
    <FormPage
      backHref={back}
      backLabel={<>← {recipient.legalName}</>}
      title={t("title")}
      description={t("documentNote", {
        document: `${recipient.document.type.toUpperCase()} ${formatDocument(recipient.document.number)}`,
      })}
    >
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref={back} backLabel={t("backToRecipient")} />
      ) : (
        <EditRecipientForm recipient={recipient} />
      )}
    </FormPage>
  );
}
