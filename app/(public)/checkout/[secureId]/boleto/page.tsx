import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { ItfBarcode } from "@/components/checkout/itf-barcode";
import { buttonClasses } from "@/components/ui/button";
import { type CheckoutView, getBoletoSlip } from "@/lib/domain/checkout/get-checkout";
import { formatDigitableLine } from "@/lib/formats/boleto";
import { formatDocument } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";

import { StatusBanner } from "../status-banner";
import { PrintButton } from "./print-button";

type Props = { params: Promise<{ secureId: string }> };

export const metadata: Metadata = { title: "Boleto" };

// Paper: A4 with narrow margins, black on white, no page chrome. Inline because only this page prints.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  .boleto-slip { box-shadow: none !important; border-color: #000 !important; }
  .boleto-slip * { color: #000 !important; }
}`;

function Cell({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`border-b border-r border-stone-400 px-2 py-1 ${className}`}>
      <p className="text-[10px] uppercase tracking-wide text-stone-600">{label}</p>
      <div className="text-sm text-stone-900">{children}</div>
    </div>
  );
}

// /checkout/{secureId}/boleto – the printable slip (boleto.url), only while it can be paid (with a
// fine or interest, through the grace period after its due date); afterwards (paid, expired,
// canceled, refunded…) its status, and no barcode to pay again
export default async function BoletoPrintPage({ params }: Props) {
  const slip = await getBoletoSlip({ secureId: (await params).secureId });
  if (!slip) notFound();
  if (!slip.isPrintable) return <NotPrintable view={slip.view} />;
  const { boleto, view } = slip;
  const bank = `${boleto.barcode.slice(0, 3)}-${boleto.barcode[3]}`;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex items-center justify-between gap-4 print:hidden">
        <p className="text-sm text-stone-600">Imprima em papel A4 ou pague pela linha digitável no app do seu banco.</p>
        <div className="flex shrink-0 gap-2">
          <a
            href={`/checkout/${encodeURIComponent(view.secureId)}/boleto/pdf`}
            download
            className={buttonClasses({ variant: "secondary" })}
          >
            Baixar PDF
          </a>
          <PrintButton />
        </div>
      </div>
      <article
        className="boleto-slip border-l border-t border-stone-400 bg-white shadow-sm"
        aria-label="Boleto bancário"
      >
        <div className="flex flex-wrap items-end gap-x-4 border-b-2 border-r border-stone-700 px-2 py-2">
          <span className="text-lg font-bold">{bank}</span>
          <span className="ml-auto font-mono text-sm font-semibold sm:text-base" data-testid="boleto-line">
            {formatDigitableLine(boleto.digitableLine)}
          </span>
        </div>
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(7.5rem,1fr)]">
          <Cell label="Local de pagamento" className="min-w-0">
            {slip.paymentPlace}
          </Cell>
          <Cell label="Vencimento">
            <strong>{formatDateBR(boleto.expirationDate)}</strong>
          </Cell>
          <Cell label="Beneficiário" className="min-w-0">
            {slip.beneficiary.name} · CNPJ/CPF {formatDocument(slip.beneficiary.document)}
          </Cell>
          <Cell label="Agência / Código do beneficiário">
            <span data-testid="boleto-agency-account">{slip.beneficiary.agencyAccount ?? "—"}</span>
          </Cell>
          <Cell label="Nosso número" className="min-w-0">
            <span data-testid="boleto-nosso-numero">{slip.nossoNumero ?? "—"}</span>
          </Cell>
          <Cell label="Valor do documento">
            <strong>{formatBRL(view.amount)}</strong>
          </Cell>
          <Cell label="Instruções" className="min-w-0">
            {boleto.instructions ?? "Não receber após o vencimento."}
          </Cell>
          <Cell label="Referência">{view.description ?? "—"}</Cell>
          <Cell label="Pagador" className="col-span-2">
            {slip.payer.name} · {slip.payer.document}
          </Cell>
        </div>
        <div className="border-b border-r border-stone-400 px-4 py-4">
          <ItfBarcode digits={boleto.barcode} className="h-[13mm] w-[103mm] max-w-full" />
        </div>
      </article>
    </div>
  );
}

// The status banner of the checkout page, what the boleto was for, and the way back or to a new one.
function NotPrintable({ view }: { view: CheckoutView }) {
  const isRetryable = view.retryUrl && (view.status === "canceled" || view.isExpired);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <StatusBanner
        method="boleto"
        status={view.status}
        refusedReason={view.refusedReason}
        isExpired={view.isExpired}
      />
      <p className="text-sm text-stone-700">
        Boleto de {formatBRL(view.amount)} para {view.merchantName}
        {view.description && <> · {view.description}</>}
      </p>
      <a href={`/checkout/${encodeURIComponent(view.secureId)}`} className={buttonClasses({ variant: "secondary" })}>
        Ver pagamento
      </a>
      {isRetryable && (
        <a href={view.retryUrl!} className={buttonClasses({ className: "ml-3" })}>
          Tentar novamente
        </a>
      )}
    </div>
  );
}
