import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { RecipientForm } from "./recipient-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recipientForm");
  return { title: t("title") };
}

// /recipients/new – POST /v1/recipients with its first bank account
export default async function NewRecipientPage() {
  const user = await requireSession();
  const t = await getTranslations("recipientForm");
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/recipients" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {t("back")}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
      </header>
      {user.role === "viewer" ? <ReadOnlyNotice backHref="/recipients" backLabel={t("backToList")} /> : <RecipientForm />}
    </div>
  );
}
