import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";

import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatCep, formatDocument, formatPhoneBR } from "@/lib/formats/documents";
import { formatDateBR } from "@/lib/formats/time";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { CustomerCards } from "./customer-cards";
import { CustomerTransactions } from "./customer-transactions";
import { loadCustomer } from "./load-customer";

type Props = { params: Promise<{ customerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("customerDetail");
  return { title: t("title", { id: (await params).customerId }) };
}

type Address = {
  street?: string;
  streetNumber?: string;
  complement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  zipCode?: string;
};

function formatAddress(a: Address | null): string {
  if (!a) return "—";
  const line = [
    [a.street, a.streetNumber].filter(Boolean).join(", "),
    a.complement,
    a.neighborhood,
    [a.city, a.state].filter(Boolean).join("/"),
    a.zipCode && formatCep(a.zipCode),
  ];
  return line.filter(Boolean).join(" · ") || "—";
}

// /customers/{id} – one customer of the company and their transactions; another company's id is a 404
export default async function CustomerPage({ params }: Props) {
  const user = await requireSession();
  const c = await loadCustomer(user.companyId, (await params).customerId);
  if (!c) notFound();
  const t = await getTranslations("customerDetail");
  const tForm = await getTranslations("customerForm");
  const documentLabel = c.document.type === "passport" ? t("passport") : c.document.type.toUpperCase();

  return (
    <div className="space-y-6">
      <Link href="/customers" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{c.name}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("subtitle", { id: c.id, date: formatDateBR(c.createdAt) })}</p>
        </div>
        {user.role !== "viewer" && (
          <Link href={`/customers/${c.id}/edit`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {tForm("edit")}
          </Link>
        )}
      </header>
      <Card aria-labelledby="dados-cliente">
        <CardHeader id="dados-cliente" title={t("dataCard")} />
        <CardContent>
          <DescriptionList
            items={[
              { label: t("email"), value: c.email },
              { label: documentLabel, value: formatDocument(c.document.number) },
              { label: t("phone"), value: c.phone ? formatPhoneBR(c.phone) : "—" },
              { label: t("birthdate"), value: c.birthdate ? formatDateBR(c.birthdate) : "—" },
              { label: t("address"), value: formatAddress(c.address as Address | null) },
              { label: t("externalRef"), value: c.externalRef ?? "—" },
            ]}
          />
        </CardContent>
      </Card>
      <CustomerCards customerId={c.id} canRemove={user.role !== "viewer"} />
      {/* the transactions' page lives in the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loadingTransactions")}</p>}>
        <CustomerTransactions email={c.email} documentNumber={c.document.number} />
      </Suspense>
    </div>
  );
}
