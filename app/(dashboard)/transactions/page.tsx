import type { Metadata } from "next";
import { Suspense } from "react";

import { getTranslations } from "@/lib/i18n/server";

import { ExportButton } from "./export-button";
import { TransactionFilters } from "./transaction-filters";
import { TransactionsTable } from "./transactions-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("transactionList");
  return { title: t("title") };
}

// /transactions – every payment of the company, filtered and paged through GET /v1/transactions
export default async function TransactionsPage() {
  const t = await getTranslations("transactionList");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("subtitle")}</p>
        </div>
        {/* exports what the filters in the URL select */}
        <Suspense fallback={null}>
          <ExportButton />
        </Suspense>
      </header>
      {/* both read the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <TransactionFilters />
        <TransactionsTable />
      </Suspense>
    </div>
  );
}
