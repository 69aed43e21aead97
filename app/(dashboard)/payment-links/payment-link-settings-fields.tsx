"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { IntegerField, optionalInteger } from "@/components/forms/integer-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { formatMonthlyRate } from "@/lib/formats/money";
import type { createPaymentLinkSchema } from "@/lib/schemas/payment-links";

type Values = z.input<typeof createPaymentLinkSchema>;
type Props = {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** the company's monthly installment interest, hundredths of a percent (299 = 2.99 %) */
  monthlyRate: number;
};

export const SETTINGS_FIELDS = [
  "defaultPaymentMethod",
  "requestAddress",
  "requestPhone",
  "traceable",
  "card.enabled",
  "card.maxInstallments",
  "card.freeInstallments",
  "card.interestPaidByPayer",
  "card.saveCard",
  "pix.enabled",
  "pix.expiresInDays",
  "boleto.enabled",
  "boleto.expiresInDays",
].map((f) => `settings.${f}`);

const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => i + 1);

/** settings.* of a payment link: the methods, their expiry and installments, and what to ask the payer. */
export function PaymentLinkSettingsFields({ register, errors, monthlyRate }: Props) {
  const t = useTranslations("paymentLinkSettings");
  const { translateMessage } = useErrorText();
  const e = errors.settings;
  const rootError = e?.message ?? e?.root?.message;
  return (
    <>
      <Card aria-labelledby="link-meios">
        <CardHeader id="link-meios" title={t("methodsCard")} />
        <CardContent className="space-y-5">
          {rootError && (
            <p role="alert" className="text-sm text-red-700">
              {translateMessage(rootError)}
            </p>
          )}
          <FormField
            label={t("defaultMethod")}
            id="link-defaultPaymentMethod"
            error={e?.defaultPaymentMethod}
            className="max-w-xs"
          >
            {(p) => (
              <Select {...p} {...register("settings.defaultPaymentMethod")}>
                <option value="credit_card">{t("creditCard")}</option>
                <option value="pix">Pix</option>
                <option value="boleto">{t("boleto")}</option>
              </Select>
            )}
          </FormField>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">{t("creditCard")}</legend>
            <CheckboxField id="link-card-enabled" label={t("acceptCard")} {...register("settings.card.enabled")} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField label={t("maxInstallments")} id="link-card-maxInstallments" error={e?.card?.maxInstallments}>
                {(p) => (
                  <Select {...p} {...register("settings.card.maxInstallments", { setValueAs: optionalInteger })}>
                    {INSTALLMENTS.map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? t("singlePayment") : `${n}x`}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                label={t("freeInstallments")}
                id="link-card-freeInstallments"
                error={e?.card?.freeInstallments}
                hint={t("freeInstallmentsHint")}
              >
                {(p) => (
                  <Select {...p} {...register("settings.card.freeInstallments", { setValueAs: optionalInteger })}>
                    {INSTALLMENTS.map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? t("freeNone") : t("freeUpTo", { count: n })}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            <CheckboxField
              id="link-card-interestPaidByPayer"
              label={t("interestPaidByPayer")}
              hint={t("interestPaidByPayerHint", { rate: formatMonthlyRate(monthlyRate) })}
              {...register("settings.card.interestPaidByPayer")}
            />
            <CheckboxField
              id="link-card-saveCard"
              label={t("saveCard")}
              hint={t("saveCardHint")}
              {...register("settings.card.saveCard")}
            />
          </fieldset>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">Pix</legend>
            <CheckboxField id="link-pix-enabled" label={t("acceptPix")} {...register("settings.pix.enabled")} />
            <IntegerField
              label={t("pixExpiry")}
              id="link-pix-expiresInDays"
              error={e?.pix?.expiresInDays}
              hint={t("pixExpiryHint")}
              min={0}
              max={30}
              registration={register("settings.pix.expiresInDays", { setValueAs: optionalInteger })}
            />
          </fieldset>
          <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
            <legend className="px-1 text-sm font-semibold text-stone-900">{t("boleto")}</legend>
            <CheckboxField
              id="link-boleto-enabled"
              label={t("acceptBoleto")}
              {...register("settings.boleto.enabled")}
            />
            <IntegerField
              label={t("boletoExpiry")}
              id="link-boleto-expiresInDays"
              error={e?.boleto?.expiresInDays}
              hint={t("boletoExpiryHint")}
              min={0}
              max={60}
              registration={register("settings.boleto.expiresInDays", { setValueAs: optionalInteger })}
            />
          </fieldset>
        </CardContent>
      </Card>
      <Card aria-labelledby="link-checkout">
        <CardHeader id="link-checkout" title={t("checkoutCard")} />
        <CardContent className="space-y-3">
          <CheckboxField
            id="link-requestAddress"
            label={t("requestAddress")}
            hint={t("requestAddressHint")}
            {...register("settings.requestAddress")}
          />
          <CheckboxField id="link-requestPhone" label={t("requestPhone")} {...register("settings.requestPhone")} />
          {/* The hosted page always asks for the payer's CPF/CNPJ (docs/checkout.md), whatever
              settings.requestDocument says. */}
          <CheckboxField
            id="link-requestDocument"
            label={t("requestDocument")}
            hint={t("requestDocumentHint")}
            checked
            disabled
            readOnly
          />
          <CheckboxField
            id="link-traceable"
            label={t("traceable")}
            hint={t("traceableHint")}
            {...register("settings.traceable")}
          />
        </CardContent>
      </Card>
    </>
  );
}
