import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { buttonClasses } from "@/components/ui/button";
import { getTranslations } from "@/lib/i18n/server";

import { CustomerSearchForm } from "./customer-search-form";
import { CustomersTable } from "./customers-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customerSearch");
  return { title: t("title") };
}

// /customers – every customer, newest first, searched by name, e-mail or CPF/CNPJ (GET /v1/customers/search)
export default async function CustomersPage() {
  const t = await getTranslations("customerSearch");
  const tForm = await getTranslations("customerForm");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
        </div>
        <Link href="/customers/new" className={buttonClasses({ size: "sm" })}>
          {tForm("newCustomer")}
        </Link>
      </header>
      {/* both read the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <CustomerSearchForm />
        <CustomersTable />
      </Suspense>
    </div>
  );
}
