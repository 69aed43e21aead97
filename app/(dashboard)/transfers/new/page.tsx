import type { Metadata } from "next";
import Link from "next/link";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { idParam } from "@/lib/schemas/common";
import { TransferForm } from "./transfer-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("transferForm");
  return { title: t("title") };
}

type Props = { searchParams: Promise<{ recipientId?: string }> };

// /transfers/new[?recipientId=] – POST /v1/transfers from a recipient's available balance
export default async function NewTransferPage({ searchParams }: Props) {
  const user = await requireSession();
  const t = await getTranslations("transferForm");
  const recipientId = idParam.safeParse((await searchParams).recipientId);
  return (
    <div className="max-w-2xl space-y-6">
      <Link href="/transfers" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {t("back")}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
      </header>
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/transfers" backLabel={t("backToList")} />
      ) : (
        <TransferForm initialRecipientId={recipientId.success ? recipientId.data : undefined} />
      )}
    </div>
  );
}
