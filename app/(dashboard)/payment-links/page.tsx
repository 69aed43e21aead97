import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { PaymentLinksTable } from "./payment-links-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paymentLinkList");
  return { title: t("title") };
}

// /payment-links – hosted checkouts at /pay/{alias} (GET /v1/payment-links)
export default async function PaymentLinksPage() {
  const user = await requireSession();
  const canEdit = user.role !== "viewer";
  const t = await getTranslations("paymentLinkList");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
        </div>
        {canEdit && (
          <Link href="/payment-links/new" className={buttonClasses()}>
            {t("newLink")}
          </Link>
        )}
      </header>
      {/* the table reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <PaymentLinksTable canEdit={canEdit} />
      </Suspense>
    </div>
  );
}
