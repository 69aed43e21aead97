import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { RecipientForm } from "./recipient-form";

export const metadata: Metadata = { title: "Novo recebedor" };

// /recipients/new – POST /v1/recipients with its first bank account
export default async function NewRecipientPage() {
  const user = await requireSession();
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/recipients" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← Recebedores
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Novo recebedor</h1>
        <p className="mt-1 text-sm text-stone-600">Um parceiro que recebe parte dos pagamentos (split) e transferências para a conta bancária dele.</p>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref="/recipients" backLabel="Voltar para recebedores" /> : <RecipientForm />}
    </div>
  );
}
