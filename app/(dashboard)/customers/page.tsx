import type { Metadata } from "next";
import { Suspense } from "react";

import { getTranslations } from "@/lib/i18n/server";

import { CustomerSearchForm } from "./customer-search-form";
import { CustomersTable } from "./customers-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerSearch");
  return { title: t("title") };
}

// /customers – find a customer by e-mail (narrowed by name or CPF/CNPJ) through GET /v1/customers
export default async function CustomersPage() {
  const t = await getTranslations("customerSearch");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
      </header>
      {/* both read the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <CustomerSearchForm />
        <CustomersTable />
      </Suspense>
    </div>
  );
}
