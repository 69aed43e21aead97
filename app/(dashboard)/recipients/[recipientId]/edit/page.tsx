import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { formatDocument } from "@/lib/documents";
import { loadRecipient } from "../load-recipient";
import { EditRecipientForm } from "./edit-recipient-form";

type Props = { params: Promise<{ recipientId: string }> };

export const metadata: Metadata = { title: "Editar recebedor" };

// /recipients/{id}/edit – PATCH /v1/recipients/{id} (name, e-mail, transfer settings; the document is fixed)
export default async function EditRecipientPage({ params }: Props) {
  const user = await requireSession();
  const recipient = await loadRecipient({ companyId: user.companyId, rawId: (await params).recipientId });
  if (!recipient) notFound();
  const back = `/recipients/${recipient.id}`;
  return (
    <div className="max-w-3xl space-y-6">
      <Link href={back} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {recipient.legalName}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Editar recebedor</h1>
        <p className="mt-1 text-sm text-stone-600">
          {recipient.document.type.toUpperCase()} {formatDocument(recipient.document.number)} — o documento não pode ser alterado. Contas bancárias são adicionadas na página do recebedor.
        </p>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref={back} backLabel="Voltar para o recebedor" /> : <EditRecipientForm recipient={recipient} />}
    </div>
  );
}
