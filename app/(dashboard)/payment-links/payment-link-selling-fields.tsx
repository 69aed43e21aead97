"use client";

import { type Control, Controller, type FieldErrors, useFieldArray, type UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { IntegerField } from "@/components/forms/integer-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { controlClasses, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useRecipients } from "@/lib/client/queries/recipients";
import type { createPaymentLinkSchema } from "@/lib/schemas/payment-links";

type Values = z.input<typeof createPaymentLinkSchema>;
type Props = { register: UseFormRegister<Values>; control: Control<Values>; errors: FieldErrors<Values> };

export const SELLING_FIELDS = ["description", "maxQuantity", "expiresAt", "maxPayments", "redirectUrl", "splits"];

// "" clears an optional field (null: the API removes it), anything else is kept as typed
const orNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const intOrNull = (v: unknown) => (v === "" || v === undefined || v === null ? null : Number(v));

// ISO instant ⇄ the value of an <input type="datetime-local"> (the browser's own time zone)
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What makes a link sell: description, quantity, expiry and limit, the page after paying, splits. */
export function PaymentLinkSellingFields({ register, control, errors }: Props) {
  const t = useTranslations("paymentLinkSelling");
  const { translateMessage } = useErrorText();
  const recipients = useRecipients({ limit: "100" });
  const partners = (recipients.data?.data ?? []).filter((r) => !r.isDefault);
  const splits = useFieldArray({ control, name: "splits" as never });
  const splitErrors = errors.splits as
    | (FieldErrors<{ recipientId: number; percentage: number }>[] & { message?: string; root?: { message?: string } })
    | undefined;
  return (
    <Card aria-labelledby="link-venda">
      <CardHeader id="link-venda" title={t("card")} />
      <CardContent className="space-y-4">
        <FormField
          label={t("description")}
          id="link-description"
          error={errors.description}
          hint={t("descriptionHint")}
        >
          {(p) => (
            <textarea {...p} rows={3} className={controlClasses} {...register("description", { setValueAs: orNull })} />
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <IntegerField
            label={t("maxQuantity")}
            id="link-maxQuantity"
            error={errors.maxQuantity}
            hint={t("maxQuantityHint")}
            min={1}
            max={100}
            registration={register("maxQuantity", { setValueAs: (v) => (v === "" ? 1 : Number(v)) })}
          />
          <IntegerField
            label={t("maxPayments")}
            id="link-maxPayments"
            error={errors.maxPayments}
            hint={t("maxPaymentsHint")}
            min={1}
            max={1_000_000}
            registration={register("maxPayments", { setValueAs: intOrNull })}
          />
          <FormField label={t("expiresAt")} id="link-expiresAt" error={errors.expiresAt} hint={t("expiresAtHint")}>
            {(p) => (
              <Controller
                control={control}
                name="expiresAt"
                render={({ field }) => (
                  <Input
                    {...p}
                    type="datetime-local"
                    ref={field.ref}
                    name={field.name}
                    value={toLocalInput(field.value)}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <FormField
          label={t("redirectUrl")}
          id="link-redirectUrl"
          error={errors.redirectUrl}
          hint={t("redirectUrlHint")}
        >
          {(p) => (
            <Input
              {...p}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              {...register("redirectUrl", { setValueAs: orNull })}
            />
          )}
        </FormField>
        <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-stone-200">
          <legend className="px-1 text-sm font-semibold text-stone-900">{t("splits")}</legend>
          <p className="text-sm text-stone-600">{t("splitsHint")}</p>
          {(splitErrors?.message ?? splitErrors?.root?.message) && (
            <p role="alert" className="text-sm text-red-700">
              {translateMessage(splitErrors?.message ?? splitErrors?.root?.message ?? "")}
            </p>
          )}
          {splits.fields.map((field, index) => (
            <div key={field.id} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_8rem_auto_auto]">
              <FormField
                label={t("splitRecipient")}
                id={`link-split-${index}-recipient`}
                error={splitErrors?.[index]?.recipientId}
              >
                {(p) => (
                  <Select {...p} {...register(`splits.${index}.recipientId` as const, { setValueAs: Number })}>
                    {partners.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.legalName}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <IntegerField
                label={t("splitPercentage")}
                id={`link-split-${index}-percentage`}
                error={splitErrors?.[index]?.percentage}
                min={1}
                max={100}
                registration={register(`splits.${index}.percentage` as const, { setValueAs: Number })}
              />
              <CheckboxField
                id={`link-split-${index}-fee`}
                label={t("splitFee")}
                {...register(`splits.${index}.chargeProcessingFee` as const)}
              />
              <Button variant="ghost" size="sm" onClick={() => splits.remove(index)}>
                {t("splitRemove")}
              </Button>
            </div>
          ))}
          {partners.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => splits.append({ recipientId: partners[0].id, percentage: 10, chargeProcessingFee: false })}
            >
              {t("splitAdd")}
            </Button>
          ) : (
            <p className="text-sm text-stone-600">{t("splitNoPartners")}</p>
          )}
        </fieldset>
      </CardContent>
    </Card>
  );
}
