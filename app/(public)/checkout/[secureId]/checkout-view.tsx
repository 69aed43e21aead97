"use client";

import { useTranslations } from "use-intl";

import { methodLabel } from "@/components/transactions/labels";
import { buttonClasses } from "@/components/ui/button";
import { useCheckoutStatus } from "@/lib/client/hooks/use-checkout-status";
import { useDeadlinePassed } from "@/lib/client/hooks/use-deadline-passed";
import type { CheckoutView as View } from "@/lib/domain/checkout/get-checkout";
import { cardBrandName } from "@/lib/formats/card-brand";
import { installmentsRounding, installmentsText } from "@/lib/formats/installments";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

import { BoletoPanel } from "./boleto-panel";
import { PixPanel } from "./pix-panel";
import { SandboxPayButton } from "./sandbox-pay-button";
import { StatusBanner } from "./status-banner";

// The result page of one payment. The status is polled, so a Pix paid in the bank app turns the
// page to "Pagamento confirmado" without a reload. Once the charge's deadline passes (by the
// browser's clock or the server's answer) the page shows it expired: no code, no pay button, the
// link's "Tentar novamente", and only a slow poll until the server confirms (a last-instant payment
// still shows as paid; lib/client/hooks/use-checkout-status.ts).
export function CheckoutView({ view, pixQrDataUrl }: { view: View; pixQrDataUrl: string | null }) {
  const tMethod = useTranslations("paymentMethod");
  const tBrand = useTranslations("ui.cardBrand");
  const isPastDeadline = useDeadlinePassed(view.payableUntil);
  const { data } = useCheckoutStatus(
    view.secureId,
    view.paymentMethod,
    { status: view.status, paidAt: view.paidAt, isExpired: view.isExpired },
    { isPastDeadline },
  );
  const { status, paidAt } = data;
  const isExpired = status === "waiting_payment" && (data.isExpired || isPastDeadline);
  const isWaiting = status === "waiting_payment" && !isExpired;
  const canRetry = view.retryUrl && (status === "refused" || status === "canceled" || isExpired);

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200">
        <p className="text-sm font-medium text-stone-600">{view.merchantName}</p>
        {view.description && <h1 className="mt-1 text-xl font-semibold text-stone-900">{view.description}</h1>}
        <p className="mt-3 text-3xl font-semibold tracking-tight text-stone-900">{formatBRL(view.amount)}</p>
        <p className="mt-1 text-sm text-stone-600">
          {methodLabel(view.paymentMethod, tMethod)}
          {view.card && (
            <>
              {" "}
              · {cardBrandName(view.card.brand) ?? tBrand("unknown")} final {view.card.lastDigits}
            </>
          )}
          {view.paymentMethod === "credit_card" && view.installments > 1 && (
            <>
              {" "}
              · {installmentsText(view.amount, view.installments)}
              {installmentsRounding(view.amount, view.installments) && (
                <span className="block text-xs">
                  Arredondamento: {installmentsRounding(view.amount, view.installments)}.
                </span>
              )}
            </>
          )}
        </p>
      </header>

      <StatusBanner
        method={view.paymentMethod}
        status={status}
        refusedReason={view.refusedReason}
        isExpired={isExpired}
      />

      {paidAt && (status === "paid" || status === "authorized") && (
        <p className="text-sm text-stone-600">Pago em {formatDateTimeBR(paidAt)}.</p>
      )}
      {view.returnUrl && (status === "paid" || status === "authorized") && (
        <a href={view.returnUrl} className={buttonClasses({ className: "w-full" })}>
          Voltar para {view.merchantName}
        </a>
      )}

      {isWaiting && view.pix && (
        <div className="rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200">
          <PixPanel qrcode={view.pix.qrcode} expirationDate={view.pix.expirationDate} qrDataUrl={pixQrDataUrl} />
        </div>
      )}
      {isWaiting && view.boleto && (
        <div className="rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200">
          <BoletoPanel
            secureId={view.secureId}
            barcode={view.boleto.barcode}
            digitableLine={view.boleto.digitableLine}
            expirationDate={view.boleto.expirationDate}
          />
        </div>
      )}
      {isWaiting && view.canSimulatePayment && <SandboxPayButton secureId={view.secureId} />}

      {canRetry && (
        <a href={view.retryUrl!} className={buttonClasses({ className: "w-full" })}>
          Tentar novamente
        </a>
      )}
    </div>
  );
}
