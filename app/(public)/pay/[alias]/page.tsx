import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { getPublicPaymentLink } from "@/lib/domain/checkout/get-public-payment-link";
import { formatBRL } from "@/lib/formats/money";

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
  // same origin as this page (the image route), so the page's CSP img-src 'self' lets it in
  const image = link.imageUrl ? new URL(link.imageUrl).pathname : null;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- already resized and cached for good by our own route
          <img src={image} alt={link.title} className="max-h-80 w-full bg-stone-100 object-contain" />
        )}
        <div className="px-5 py-5">
          <p className="text-sm font-medium text-stone-600">{link.merchantName}</p>
          <h1 className="mt-1 text-xl font-semibold text-stone-900">{link.title}</h1>
          {link.description && (
            <p className="mt-2 whitespace-pre-line text-sm text-stone-700" data-testid="link-description">
              {link.description}
            </p>
          )}
          <p className="mt-3 text-3xl font-semibold tracking-tight text-stone-900" data-testid="link-amount">
            {formatBRL(link.amount)}
            {link.maxQuantity > 1 && <span className="text-base font-normal text-stone-600"> cada</span>}
          </p>
        </div>
      </header>
      {link.closed ? (
        <div role="status" className="rounded-lg bg-stone-100 px-5 py-5 text-stone-800 ring-1 ring-stone-200">
          <p className="font-semibold">{link.closed === "expired" ? "Este link expirou" : "Esgotado"}</p>
          <p className="mt-1 text-sm">
            {link.closed === "expired"
              ? "O prazo para pagar por este link terminou. Fale com o vendedor."
              : "Todas as vendas deste link já foram feitas. Fale com o vendedor."}
          </p>
        </div>
      ) : (
        <PayForm
          alias={link.alias}
          amount={link.amount}
          maxQuantity={link.maxQuantity}
          monthlyRate={link.interestRate}
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
      )}
    </div>
  );
}
