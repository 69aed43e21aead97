"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField, FormField } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { translateMessage } from "@/lib/forms/messages";
import type { createPaymentLinkSchema } from "@/lib/schemas/payment-links";

type Values = z.input<typeof createPaymentLinkSchema>;
type Props = { register: UseFormRegister<Values>; errors: FieldErrors<Values> };

export const SETTINGS_FIELDS = [
  "defaultPaymentMethod", "requestAddress", "requestPhone", "requestDocument", "traceable",
  "card.enabled", "card.maxInstallments", "card.freeInstallments", "pix.enabled", "pix.expiresInDays", "boleto.enabled", "boleto.expiresInDays",
].map((f) => `settings.${f}`);

const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => i + 1);
const toInteger = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/** settings.* of a payment link: the methods, their expiry and installments, and what to ask the payer. */
export function PaymentLinkSettingsFields({ register, errors }: Props) {
  const e = errors.settings;
  const rootError = e?.message ?? e?.root?.message;
  return (
    <>
      <Card aria-labelledby="link-meios">
        <CardHeader id="link-meios" title="Meios de pagamento" />
        <CardContent className="space-y-5">
          {rootError && (
            <p role="alert" className="text-sm text-red-700">
              {translateMessage(rootError)}
            </p>
          )}
          <FormField label="Meio de pagamento padrão" id="link-defaultPaymentMethod" error={e?.defaultPaymentMethod} className="max-w-xs">
            {(p) => (
              <Select {...p} {...register("settings.defaultPaymentMethod")}>
                <option value="credit_card">Cartão de crédito</option>
                <option value="pix">Pix</option>
                <option value="boleto">Boleto</option>
              </Select>
            )}
          </FormField>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">Cartão de crédito</legend>
            <CheckboxField id="link-card-enabled" label="Aceitar cartão de crédito" {...register("settings.card.enabled")} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField label="Máximo de parcelas" id="link-card-maxInstallments" error={e?.card?.maxInstallments}>
                {(p) => (
                  <Select {...p} {...register("settings.card.maxInstallments", { setValueAs: toInteger })}>
                    {INSTALLMENTS.map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? "À vista (1x)" : `${n}x`}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label="Parcelas sem juros" id="link-card-freeInstallments" error={e?.card?.freeInstallments} hint="Até quantas parcelas você absorve os juros.">
                {(p) => (
                  <Select {...p} {...register("settings.card.freeInstallments", { setValueAs: toInteger })}>
                    {INSTALLMENTS.map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? "Só à vista" : `Até ${n}x`}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
          </fieldset>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">Pix</legend>
            <CheckboxField id="link-pix-enabled" label="Aceitar Pix" {...register("settings.pix.enabled")} />
            <FormField label="Validade do QR code (dias)" id="link-pix-expiresInDays" error={e?.pix?.expiresInDays} hint="De 1 a 30 dias." className="max-w-48">
              {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={30} {...register("settings.pix.expiresInDays", { setValueAs: toInteger })} />}
            </FormField>
          </fieldset>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">Boleto</legend>
            <CheckboxField id="link-boleto-enabled" label="Aceitar boleto" {...register("settings.boleto.enabled")} />
            <FormField label="Vencimento do boleto (dias)" id="link-boleto-expiresInDays" error={e?.boleto?.expiresInDays} hint="De 1 a 60 dias após a compra." className="max-w-48">
              {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={60} {...register("settings.boleto.expiresInDays", { setValueAs: toInteger })} />}
            </FormField>
          </fieldset>
        </CardContent>
      </Card>
      <Card aria-labelledby="link-checkout">
        <CardHeader id="link-checkout" title="Dados pedidos ao cliente" />
        <CardContent className="space-y-3">
          <CheckboxField id="link-requestAddress" label="Pedir endereço" hint="Para produtos com entrega." {...register("settings.requestAddress")} />
          <CheckboxField id="link-requestPhone" label="Pedir telefone" {...register("settings.requestPhone")} />
          <CheckboxField id="link-requestDocument" label="Pedir CPF/CNPJ" {...register("settings.requestDocument")} />
          <CheckboxField id="link-traceable" label="Entrega rastreável" hint="O status de entrega das vendas deste link é gerenciado pelo painel." {...register("settings.traceable")} />
        </CardContent>
      </Card>
    </>
  );
}
