import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { ApiError } from "@/lib/api/errors";
import { requireSession } from "@/lib/auth/session";
import { getCustomer } from "@/lib/customers/get-customer";
import { formatCep, formatDocument, formatPhoneBR } from "@/lib/documents";
import { formatDateBR } from "@/lib/money";
import { CustomerTransactions } from "./customer-transactions";

type Props = { params: Promise<{ customerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Cliente #${(await params).customerId}` };
}

async function loadCustomer(companyId: number, rawId: string) {
  const customerId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || customerId < 1 || customerId > 2147483647) return null;
  try {
    return await getCustomer({ companyId, customerId });
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}

type Address = { street?: string; streetNumber?: string; complement?: string; neighborhood?: string; city?: string; state?: string; zipCode?: string };

function formatAddress(a: Address | null): string {
  if (!a) return "—";
  const line = [[a.street, a.streetNumber].filter(Boolean).join(", "), a.complement, a.neighborhood, [a.city, a.state].filter(Boolean).join("/"), a.zipCode && formatCep(a.zipCode)];
  return line.filter(Boolean).join(" · ") || "—";
}

// /customers/{id} – one customer of the company and their transactions; another company's id is a 404
export default async function CustomerPage({ params }: Props) {
  const user = await requireSession();
  const c = await loadCustomer(user.companyId, (await params).customerId);
  if (!c) notFound();
  const documentLabel = c.document.type === "passport" ? "Passaporte" : c.document.type.toUpperCase();

  return (
    <div className="space-y-6">
      <Link href="/customers" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← Clientes
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{c.name}</h1>
        <p className="mt-1 text-sm text-stone-600">
          Cliente #{c.id} · desde {formatDateBR(c.createdAt)}
        </p>
      </header>
      <Card aria-labelledby="dados-cliente">
        <CardHeader id="dados-cliente" title="Dados do cliente" />
        <CardContent>
          <DescriptionList
            items={[
              { label: "E-mail", value: c.email },
              { label: documentLabel, value: formatDocument(c.document.number) },
              { label: "Telefone", value: c.phone ? formatPhoneBR(c.phone) : "—" },
              { label: "Nascimento", value: c.birthdate ? formatDateBR(c.birthdate) : "—" },
              { label: "Endereço", value: formatAddress(c.address as Address | null) },
              { label: "Referência externa", value: c.externalRef ?? "—" },
            ]}
          />
        </CardContent>
      </Card>
      {/* the transactions' page lives in the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando transações…</p>}>
        <CustomerTransactions email={c.email} documentNumber={c.document.number} />
      </Suspense>
    </div>
  );
}
