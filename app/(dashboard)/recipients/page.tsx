import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/auth/session";
import { RecipientsTable } from "./recipients-table";

export const metadata: Metadata = { title: "Recebedores" };

// /recipients – who receives splits and transfers, with their balances (GET /v1/recipients)
export default async function RecipientsPage() {
  const user = await requireSession();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">Recebedores</h1>
          <p className="mt-1 text-sm text-stone-600">Quem recebe divisões (split) e transferências, com o saldo de cada um.</p>
        </div>
        {user.role !== "viewer" && (
          <Link href="/recipients/new" className={buttonClasses()}>
            Novo recebedor
          </Link>
        )}
      </header>
      {/* the table reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <RecipientsTable />
      </Suspense>
    </div>
  );
}
