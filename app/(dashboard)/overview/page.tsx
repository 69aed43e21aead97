import type { Metadata } from "next";
import { Suspense } from "react";
import { OverviewView } from "./overview-view";

export const metadata: Metadata = { title: "Visão geral" };

// /overview – the dashboard's home: volumes, approval, refunds and chargebacks of a period
// (GET /v1/reports/overview); the period is kept in the URL
export default function OverviewPage() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Visão geral</h1>
        <p className="mt-1 text-sm text-stone-600">Vendas criadas no período, em dias de Brasília (horário de São Paulo).</p>
      </header>
      {/* the view reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <OverviewView />
      </Suspense>
    </div>
  );
}
