import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { PaymentLinkForm } from "../payment-link-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paymentLinkForm");
  return { title: t("newTitle") };
}

// /payment-links/new – POST /v1/payment-links
export default async function NewPaymentLinkPage() {
  const user = await requireSession();
  const t = await getTranslations("paymentLinkForm");
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/payment-links" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("newTitle")}</h1>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref="/payment-links" backLabel={t("backLabel")} /> : <PaymentLinkForm />}
    </div>
  );
}
