import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { PaymentLinkForm } from "../payment-link-form";

export const metadata: Metadata = { title: "Novo link de pagamento" };

// /payment-links/new – POST /v1/payment-links
export default async function NewPaymentLinkPage() {
  const user = await requireSession();
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/payment-links" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← Links de pagamento
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Novo link de pagamento</h1>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref="/payment-links" backLabel="Voltar para links" /> : <PaymentLinkForm />}
    </div>
  );
}
