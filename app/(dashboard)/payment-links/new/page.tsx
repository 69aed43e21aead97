import type { Metadata } from "next";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { companyInstallmentRate } from "@/lib/domain/pricing/installment-rate";
import { requireSession } from "@/lib/http/auth/session";
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
  // the rate a payer pays when a link passes interest on, named in the form
  const monthlyRate = await companyInstallmentRate({ companyId: user.companyId });
  return (
    <FormPage backHref="/payment-links" backLabel={t("backToList")} title={t("newTitle")}>
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/payment-links" backLabel={t("backLabel")} />
      ) : (
        <PaymentLinkForm monthlyRate={monthlyRate} />
      )}
    </FormPage>
  );
}
