"use client";

import type { UseFormReturn } from "react-hook-form";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { Select } from "@/components/ui/select";
import { cardBrand, cardBrandName } from "@/lib/formats/card-brand";
import { onlyDigits } from "@/lib/formats/documents";
import { installmentOptions, installmentsRounding } from "@/lib/formats/installments";
import { type CheckoutFormValues, maskCardNumber, maskExpiry } from "@/lib/schemas/checkout-form";

import { TextField } from "./text-field";

type Props = {
  form: UseFormReturn<CheckoutFormValues>;
  amount: number;
  freeInstallments: number;
  maxInstallments: number;
  interestPaidByPayer: boolean;
  monthlyRate: number;
  /** the link offers to keep the card on file */
  offerSaveCard: boolean;
};

// Rendered only after hydration: before it, a plain form submit could carry the card number in a
// request the page does not control. With JS, the number goes only to /v1/card-hashes.
export function CardFields({
  form,
  amount,
  freeInstallments,
  maxInstallments,
  interestPaidByPayer,
  monthlyRate,
  offerSaveCard,
}: Props) {
  const number = onlyDigits(form.watch("cardNumber"));
  const detected = number.length >= 6 ? cardBrand(number) : "unknown";
  const brand = cardBrandName(detected);
  const options = installmentOptions({ amount, freeInstallments, maxInstallments, interestPaidByPayer, monthlyRate });
  const installmentsError = form.formState.errors.installments?.message;
  // the chosen plan's exact parts, when its cents do not divide (never with interest: equal parts)
  const chosen = options.find((o) => o.value === (Number(form.watch("installments")) || 1));
  const rounding = chosen && !chosen.hasInterest ? installmentsRounding(amount, chosen.value) : null;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-stone-900">Dados do cartão</legend>
      <div className="relative">
        <TextField
          form={form}
          name="cardNumber"
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          mask={maskCardNumber}
          placeholder="0000 0000 0000 0000"
        />
        {brand && (
          <span className="absolute right-3 top-8 text-xs font-medium text-stone-600" data-testid="card-brand">
            {brand}
          </span>
        )}
      </div>
      <TextField form={form} name="cardHolder" label="Nome impresso no cartão" autoComplete="cc-name" />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          form={form}
          name="cardExpiry"
          label="Validade"
          inputMode="numeric"
          autoComplete="cc-exp"
          mask={maskExpiry}
          placeholder="MM/AA"
        />
        <TextField
          form={form}
          name="cardCvv"
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          mask={(v) => onlyDigits(v).slice(0, 4)}
          placeholder="123"
        />
      </div>
      <FormField
        label="Parcelas"
        id="f-installments"
        error={installmentsError}
        hint={rounding && <span className="text-xs">Arredondamento: {rounding}.</span>}
      >
        <Select
          id="f-installments"
          {...form.register("installments")}
          aria-invalid={installmentsError ? true : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormField>
      {offerSaveCard && (
        <CheckboxField
          id="f-save-card"
          label="Salvar este cartão para as próximas compras"
          hint="A loja guarda só um código do cartão com a adquirente, nunca o número ou o CVV."
          {...form.register("saveCard")}
        />
      )}
    </fieldset>
  );
}
