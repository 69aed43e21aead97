"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import { FormAlert } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { payerErrorMessage } from "@/lib/client/payer-messages";
import { installmentOptions } from "@/lib/formats/installments";
import { formatBRL } from "@/lib/formats/money";
import { checkoutFormSchemaFor, type CheckoutFormValues, emptyCheckoutForm } from "@/lib/schemas/checkout-form";
import type { PaymentLinkSettings } from "@/lib/schemas/payment-links";
import type { PaymentMethod } from "@/lib/schemas/transactions";

import { CardFields } from "./card-fields";
import { PayerFields } from "./payer-fields";
import { CheckoutRequestError, fieldErrors, submitPayment } from "./submit-payment";

export type PayFormSettings = Pick<
  PaymentLinkSettings,
  "defaultPaymentMethod" | "requestPhone" | "requestAddress" | "card" | "pix" | "boleto"
>;

type Props = {
  alias: string;
  amount: number;
  publicKey: string;
  settings: PayFormSettings;
  /** units the payer may buy at once (1: no quantity selector) */
  maxQuantity: number;
  /** the company's monthly installment interest, hundredths of a percent */
  monthlyRate: number;
};

const METHODS = [
  { value: "credit_card", setting: "card", label: "Cartão de crédito" },
  { value: "pix", setting: "pix", label: "Pix" },
  { value: "boleto", setting: "boleto", label: "Boleto" },
] as const;

const GRID_COLS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3"];

const days = (n: number) => (n === 1 ? "1 dia" : `${n} dias`);

export function PayForm({ alias, amount: unitAmount, publicKey, settings, maxQuantity, monthlyRate }: Props) {
  const [quantity, setQuantity] = useState(1);
  const amount = unitAmount * quantity;
  const methods = METHODS.filter((m) => settings[m.setting].enabled);
  const initial = methods.some((m) => m.value === settings.defaultPaymentMethod)
    ? settings.defaultPaymentMethod
    : methods[0].value;
  const schema = useMemo(() => checkoutFormSchemaFor(settings), [settings]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: emptyCheckoutForm(initial), mode: "onTouched" });
  const method = form.watch("paymentMethod");
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);

  const pay = useMutation({
    mutationFn: (values: CheckoutFormValues) =>
      submitPayment({
        alias,
        publicKey,
        values,
        quantity,
        requestPhone: settings.requestPhone,
        requestAddress: settings.requestAddress,
        offerSaveCard: settings.card.saveCard,
      }),
    // replace: the back button must not lead to a filled form that could pay twice
    onSuccess: ({ secureId }) => window.location.replace(`/checkout/${encodeURIComponent(secureId)}`),
    onError: (error) => {
      if (error instanceof CheckoutRequestError)
        for (const f of fieldErrors(error.info)) form.setError(f.field, { message: f.message });
    },
  });
  const errorCode = pay.error instanceof CheckoutRequestError ? pay.error.info.code : pay.error ? "unknown" : null;

  function onSelectMethod(value: PaymentMethod) {
    form.setValue("paymentMethod", value);
    form.clearErrors(["cardNumber", "cardHolder", "cardExpiry", "cardCvv", "installments"]);
    pay.reset();
  }

  // arrow keys move between tabs, as in any ARIA tablist
  function onTabKey(e: KeyboardEvent) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const i = methods.findIndex((m) => m.value === method);
    const next = methods[(i + (e.key === "ArrowRight" ? 1 : methods.length - 1)) % methods.length];
    onSelectMethod(next.value);
    document.getElementById(`tab-${next.value}`)?.focus();
  }

  // the card's total is the plan of the installments chosen (with interest when the merchant passes it on)
  const installments = Number(form.watch("installments")) || 1;
  const cardTotal = installmentOptions({
    amount,
    freeInstallments: settings.card.freeInstallments,
    maxInstallments: settings.card.maxInstallments,
    interestPaidByPayer: settings.card.interestPaidByPayer,
    monthlyRate,
  }).find((o) => o.value === installments)?.total;
  const total = method === "credit_card" ? (cardTotal ?? amount) : amount;
  const submitLabel =
    method === "credit_card" ? `Pagar ${formatBRL(total)}` : method === "pix" ? "Gerar código Pix" : "Gerar boleto";

  return (
    // method="post": should anything submit before the page is interactive, the data stays out of the URL
    <form
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => pay.mutate(values))(event)}
      className="space-y-6 rounded-lg bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200"
    >
      {maxQuantity > 1 && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor="f-quantity">Quantidade</Label>
            <Select
              id="f-quantity"
              className="w-28"
              value={String(quantity)}
              onChange={(e) => setQuantity(Number(e.target.value))}
            >
              {Array.from({ length: maxQuantity }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </Select>
          </div>
          {/* what the button charges: with a card in installments with interest, interest included */}
          <p className="text-right text-sm text-stone-700" aria-live="polite">
            Total <strong className="text-lg text-stone-900">{formatBRL(total)}</strong>
            {total > amount && <span className="block text-xs text-stone-600"> com juros do parcelamento</span>}
          </p>
        </div>
      )}
      <PayerFields form={form} requestPhone={settings.requestPhone} requestAddress={settings.requestAddress} />

      <div className="space-y-4">
        <p id="method-label" className="text-base font-semibold text-stone-900">
          Forma de pagamento
        </p>
        <div
          role="tablist"
          aria-labelledby="method-label"
          className={cn("grid gap-2", GRID_COLS[methods.length])}
          onKeyDown={onTabKey}
        >
          {methods.map((m) => (
            <button
              key={m.value}
              type="button"
              role="tab"
              id={`tab-${m.value}`}
              aria-selected={method === m.value}
              tabIndex={method === m.value ? 0 : -1}
              aria-controls="method-panel"
              onClick={() => onSelectMethod(m.value)}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium ring-1 ring-inset transition-colors",
                method === m.value
                  ? "bg-brand-100 text-brand-900 ring-brand-500"
                  : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50",
              )}
            >
              {m.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="method-panel" aria-labelledby={`tab-${method}`}>
          {method === "credit_card" &&
            (isHydrated ? (
              <CardFields
                form={form}
                amount={amount}
                freeInstallments={settings.card.freeInstallments}
                maxInstallments={settings.card.maxInstallments}
                interestPaidByPayer={settings.card.interestPaidByPayer}
                monthlyRate={monthlyRate}
                offerSaveCard={settings.card.saveCard}
              />
            ) : (
              <p className="text-sm text-stone-600">Carregando o formulário seguro do cartão…</p>
            ))}
          {method === "pix" && (
            <p className="text-sm text-stone-700">
              Você verá um QR code e um código copia e cola para pagar no app do seu banco. O código vale{" "}
              {days(settings.pix.expiresInDays)}, e a confirmação aparece aqui na hora.
            </p>
          )}
          {method === "boleto" && (
            <p className="text-sm text-stone-700">
              O boleto vence em {days(settings.boleto.expiresInDays)} e pode ser pago em qualquer banco ou lotérica. A
              compensação leva até 3 dias úteis.
            </p>
          )}
        </div>
      </div>

      <FormAlert message={errorCode ? payerErrorMessage(errorCode) : null} />
      <Button type="submit" className="w-full" disabled={pay.isPending || pay.isSuccess || !isHydrated}>
        {pay.isPending || pay.isSuccess ? "Processando…" : submitLabel}
      </Button>
    </form>
  );
}
