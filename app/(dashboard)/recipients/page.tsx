import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { RecipientsTable } from "./recipients-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recipientList");
  return { title: t("title") };
}

// /recipients – who receives splits and transfers, with their balances (GET /v1/recipients)
export default async function RecipientsPage() {
  const user = await requireSession();
  const t = await getTranslations("recipientList");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
        </div>
        {user.role !== "viewer" && (
          <Link href="/recipients/new" className={buttonClasses()}>
            {t("newRecipient")}
          </Link>
        )}
      </header>
      {/* the table reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <RecipientsTable />
      </Suspense>
    </div>
  );
}
