import type { Metadata } from "next";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { CustomerForm } from "../customer-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerForm");
  return { title: t("title") };
}

// /customers/new – POST /v1/customers
export default async function NewCustomerPage() {
  const user = await requireSession();
  const t = await getTranslations("customerForm");
  return (
    <FormPage backHref="/customers" backLabel={<>← {t("back")}</>} title={t("title")} description={t("description")}>
      {user.role === "viewer" ? <ReadOnlyNotice backHref="/customers" backLabel={t("back")} /> : <CustomerForm />}
    </FormPage>
  );
}
