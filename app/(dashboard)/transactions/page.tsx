import type { Metadata } from "next";
import { Suspense } from "react";

import { ListPage } from "@/components/data-table/list-page";
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
    <ListPage
      title={t("title")}
      description={t("subtitle")}
      loadingLabel={t("loading")}
      actions={
        // exports what the filters in the URL select
        <Suspense fallback={null}>
          <ExportButton />
        </Suspense>
      }
    >
      <TransactionFilters />
      <TransactionsTable />
    </ListPage>
  );
}
