import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerSearchForm } from "./customer-search-form";
import { CustomersTable } from "./customers-table";

export const metadata: Metadata = { title: "Clientes" };

// /customers – find a customer by e-mail (narrowed by name or CPF/CNPJ) through GET /v1/customers
export default function CustomersPage() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Clientes</h1>
        <p className="mt-1 text-sm text-stone-600">Quem já comprou da sua empresa. Busque pelo e-mail e, se quiser, refine por nome ou documento.</p>
      </header>
      {/* both read the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <CustomerSearchForm />
        <CustomersTable />
      </Suspense>
    </div>
  );
}
