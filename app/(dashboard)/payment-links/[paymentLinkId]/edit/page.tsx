import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { getPaymentLink } from "@/lib/domain/payment-links/get-payment-link";
import { companyInstallmentRate } from "@/lib/domain/pricing/installment-rate";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { ApiError } from "@/lib/platform/errors";

import { PaymentLinkForm } from "../../payment-link-form";

type Props = { params: Promise<{ paymentLinkId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paymentLinkForm");
  return { title: t("editTitle") };
}

async function loadLink(companyId: number, rawId: string) {
  const paymentLinkId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || paymentLinkId < 1 || paymentLinkId > 2147483647) return null;
  try {
    return await getPaymentLink({ companyId, paymentLinkId });
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}

// /payment-links/{id}/edit – PATCH /v1/payment-links/{id}; another company's (or a deleted) link is a 404
export default async function EditPaymentLinkPage({ params }: Props) {
  const user = await requireSession();
  const link = await loadLink(user.companyId, (await params).paymentLinkId);
  if (!link) notFound();
  const t = await getTranslations("paymentLinkForm");
  // the rate a payer pays when a link passes interest on, named in the form
  const monthlyRate = await companyInstallmentRate({ companyId: user.companyId });
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/payment-links" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-stone-900">{t("editTitle")}</h1>
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-stone-200">
          <span className="text-stone-600">{t("publicUrl")}</span>
          <span className="break-all font-mono text-stone-900">{link.url}</span>
          <CopyButton value={link.url} label={t("copyUrl")} />
          <a
            href={`/pay/${link.alias}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            {t("openPage")}
          </a>
        </div>
      </header>
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/payment-links" backLabel={t("backLabel")} />
      ) : (
        <PaymentLinkForm link={link} monthlyRate={monthlyRate} />
      )}
    </div>
  );
}
