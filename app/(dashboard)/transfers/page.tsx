import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/auth/session";
import { TransfersTable } from "./transfers-table";

export const metadata: Metadata = { title: "Transferências" };

// /transfers – money sent from balances to bank accounts or Pix keys (GET /v1/transfers)
export default async function TransfersPage() {
  const user = await requireSession();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">Transferências</h1>
          <p className="mt-1 text-sm text-stone-600">Saques do saldo disponível para contas bancárias ou chaves Pix, dos mais recentes aos mais antigos.</p>
        </div>
        {user.role !== "viewer" && (
          <Link href="/transfers/new" className={buttonClasses()}>
            Nova transferência
          </Link>
        )}
      </header>
      {/* the table reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <TransfersTable />
      </Suspense>
    </div>
  );
}
