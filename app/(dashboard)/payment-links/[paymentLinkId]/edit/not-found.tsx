import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { getTranslations } from "@/lib/i18n/server";

// An unknown or deleted id, or one that belongs to another company: the same answer for all.
export default async function PaymentLinkNotFound() {
  const t = await getTranslations("paymentLinkForm");
  return (
    <div className="rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">{t("notFoundTitle")}</h1>
      <p className="mt-2 text-sm text-stone-600">{t("notFoundBody")}</p>
      <Link href="/payment-links" className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        {t("backLabel")}
      </Link>
    </div>
  );
}
