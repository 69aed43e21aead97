import type { Metadata } from "next";
import { Suspense } from "react";
import { ExportButton } from "./export-button";
import { TransactionFilters } from "./transaction-filters";
import { TransactionsTable } from "./transactions-table";

export const metadata: Metadata = { title: "Transações" };

// /transactions – every payment of the company, filtered and paged through GET /v1/transactions
export default function TransactionsPage() {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">Transações</h1>
          <p className="mt-1 text-sm text-stone-600">Pagamentos com cartão, Pix e boleto, dos mais recentes aos mais antigos.</p>
        </div>
        {/* exports what the filters in the URL select */}
        <Suspense fallback={null}>
          <ExportButton />
        </Suspense>
      </header>
      {/* both read the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <TransactionFilters />
        <TransactionsTable />
      </Suspense>
    </div>
  );
}
