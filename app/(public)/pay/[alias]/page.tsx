import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { getPublicPaymentLink } from "@/lib/checkout/get-public-payment-link";
import { formatBRL } from "@/lib/money";

import { PayForm } from "./pay-form";

type Props = { params: Promise<{ alias: string }> };

// metadata and page read the same link once per request
const loadLink = cache((alias: string) => getPublicPaymentLink({ alias }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const link = await loadLink((await params).alias);
  return { title: link ? `${link.title} · ${link.merchantName}` : "Link indisponível" };
}

// /pay/{alias} – a payment link's hosted checkout; inactive, deleted and unknown links are a 404
export default async function PayPage({ params }: Props) {
  const link = await loadLink((await params).alias);
  if (!link) notFound();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200">
        <p className="text-sm font-medium text-stone-600">{link.merchantName}</p>
        <h1 className="mt-1 text-xl font-semibold text-stone-900">{link.title}</h1>
        <p className="mt-3 text-3xl font-semibold tracking-tight text-stone-900" data-testid="link-amount">
          {formatBRL(link.amount)}
        </p>
      </header>
      <PayForm
        alias={link.alias}
        amount={link.amount}
        publicKey={link.publicKey}
        settings={{
          defaultPaymentMethod: link.settings.defaultPaymentMethod,
          requestPhone: link.settings.requestPhone,
          requestAddress: link.settings.requestAddress,
          card: link.settings.card,
          pix: link.settings.pix,
          boleto: link.settings.boleto,
        }}
      />
    </div>
  );
}
