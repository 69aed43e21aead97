"use client";

import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { emptyAsNull, withMask } from "@/components/forms/with-mask";
import { cn } from "@/components/ui/cn";
import { controlClasses, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { maskPhoneInput } from "@/lib/formats/documents";

import { type CompanyFormInput, DETAIL_MONEY_FIELDS, DETAIL_YES_NO_FIELDS } from "./company-form-schema";

type Props = {
  register: UseFormRegister<CompanyFormInput>;
  control: Control<CompanyFormInput>;
  errors: FieldErrors<CompanyFormInput>;
};

// "" = not said (null), so saving the form never answers a question for the merchant
const toYesNo = (value: unknown) => (value === "true" ? true : value === "false" ? false : value === "" ? null : value);

/** The card-statement text and what the merchant says about the business (`details`). */
export function CompanyBusinessFields({ register, control, errors }: Props) {
  const t = useTranslations("company");
  const e = errors.details;
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t("invoice")}</legend>
        <FormField
          label={t("invoiceDescriptor")}
          id="company-invoiceDescriptor"
          error={errors.invoiceDescriptor}
          hint={t("invoiceDescriptorHint")}
          className="max-w-xs"
        >
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              spellCheck={false}
              maxLength={13}
              {...register("invoiceDescriptor", { setValueAs: emptyAsNull })}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t("business")}</legend>
        {DETAIL_MONEY_FIELDS.map((field) => (
          <FormField key={field} label={t(`businessFields.${field}`)} id={`company-${field}`} error={e?.[field]}>
            {(p) => (
              <Controller
                control={control}
                name={`details.${field}`}
                // the API takes these two in reais (lib/schemas/company.ts); the money input counts cents
                render={({ field: f }) => (
                  <MoneyInput
                    {...p}
                    isClearable
                    ref={f.ref}
                    name={f.name}
                    value={f.value == null ? f.value : Math.round(f.value * 100)}
                    onChange={(c) => f.onChange(c == null ? c : c / 100)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        ))}
        <FormField
          label={t("businessFields.productsDescription")}
          id="company-productsDescription"
          error={e?.productsDescription}
          className="sm:col-span-2"
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={500}
              className={cn(controlClasses, "py-2")}
              {...register("details.productsDescription", { setValueAs: emptyAsNull })}
            />
          )}
        </FormField>
        <FormField label={t("businessFields.siteUrl")} id="company-siteUrl" error={e?.siteUrl} hint={t("siteUrlHint")}>
          {(p) => (
            <Input {...p} type="url" autoComplete="url" {...register("details.siteUrl", { setValueAs: emptyAsNull })} />
          )}
        </FormField>
        <FormField label={t("businessFields.email")} id="company-email" error={e?.email}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              {...register("details.email", { setValueAs: emptyAsNull })}
            />
          )}
        </FormField>
        <FormField label={t("businessFields.phone")} id="company-phone" error={e?.phone}>
          {(p) => (
            <Input
              {...p}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...withMask(register("details.phone", { setValueAs: emptyAsNull }), maskPhoneInput)}
            />
          )}
        </FormField>
        {DETAIL_YES_NO_FIELDS.map((field) => (
          <FormField key={field} label={t(`businessFields.${field}`)} id={`company-${field}`} error={e?.[field]}>
            {(p) => (
              <Select {...p} {...register(`details.${field}`, { setValueAs: toYesNo })}>
                <option value="">{t("notSaid")}</option>
                <option value="true">{t("yes")}</option>
                <option value="false">{t("no")}</option>
              </Select>
            )}
          </FormField>
        ))}
      </fieldset>
    </>
  );
}
