import type { Metadata } from "next";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/auth/session";
import { getInstallmentInterestRate } from "@/lib/companies/get-installment-interest-rate";
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
    <FormPage backHref="/payment-links" backLabel={t("backToList")} title={t("newTitle")}>
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref="/payment-links" backLabel={t("backLabel")} />
      ) : (
        <PaymentLinkForm monthlyRate={await getInstallmentInterestRate(user.companyId)} />
      )}
    </FormPage>
  );
}
