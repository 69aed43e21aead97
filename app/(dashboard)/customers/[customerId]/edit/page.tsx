import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { FormPage } from "@/components/forms/form-page";
import { ReadOnlyNotice } from "@/components/forms/read-only-notice";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { CustomerForm } from "../../customer-form";
import { loadCustomer } from "../load-customer";

type Props = { params: Promise<{ customerId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerForm");
  return { title: t("editTitle") };
}

// /customers/{id}/edit – PATCH /v1/customers/{id}: name and phone
export default async function EditCustomerPage({ params }: Props) {
  const user = await requireSession();
  const customer = await loadCustomer(user.companyId, (await params).customerId);
  if (!customer) notFound();
  const t = await getTranslations("customerForm");
  const back = `/customers/${customer.id}`;
  return (
    <FormPage
      backHref={back}
      backLabel={<>← {customer.name}</>}
      title={t("editTitle")}
      description={t("editDescription")}
    >
      {user.role === "viewer" ? (
        <ReadOnlyNotice backHref={back} backLabel={customer.name} />
      ) : (
        <CustomerForm customer={customer} />
      )}
    </FormPage>
  );
}
