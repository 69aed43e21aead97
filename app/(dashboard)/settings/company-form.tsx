"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert, FormField } from "@/components/forms/form-field";
import { emptyAsNull, withMask } from "@/components/forms/with-mask";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { type Company, useUpdateCompany } from "@/lib/client/queries/settings";
import { formatCep, formatPhoneBR, maskCepInput } from "@/lib/formats/documents";
import { BRAZIL_STATES } from "@/lib/schemas/checkout-form";

import { CompanyBusinessFields } from "./company-business-fields";
import { companyFormSchema } from "./company-form-schema";

const ADDRESS_FIELDS = ["zipCode", "street", "streetNumber", "complement", "neighborhood", "city", "state"] as const;
const DETAIL_FIELDS = Object.keys(companyFormSchema.shape.details.shape);
const FIELDS = [
  "legalName",
  "tradeName",
  "invoiceDescriptor",
  ...ADDRESS_FIELDS.map((f) => `address.${f}`),
  ...DETAIL_FIELDS.map((f) => `details.${f}`),
];

// the labels are the "company.addressFields" messages, keyed by field
const ADDRESS_INPUTS: Record<(typeof ADDRESS_FIELDS)[number], { autoComplete: string; className?: string }> = {
  zipCode: { autoComplete: "postal-code" },
  street: { autoComplete: "address-line1", className: "sm:col-span-2" },
  streetNumber: { autoComplete: "off" },
  complement: { autoComplete: "address-line2" },
  neighborhood: { autoComplete: "address-level3" },
  city: { autoComplete: "address-level2" },
  state: { autoComplete: "address-level1" },
};

function formValues(company: Company) {
  const address = company.address ?? {};
  return {
    legalName: company.legalName,
    tradeName: company.tradeName,
    address: {
      ...address,
      zipCode: address.zipCode ? formatCep(address.zipCode) : undefined,
      country: address.country ?? "BR",
    },
    invoiceDescriptor: company.invoiceDescriptor,
    details: { ...company.details, phone: company.details.phone ? formatPhoneBR(company.details.phone) : null },
  };
}

export function CompanyForm({ company }: { company: Company }) {
  const t = useTranslations("company");
  const { locale } = useErrorText();
  const router = useRouter();
  const update = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(companyFormSchema),
    defaultValues: formValues(company),
  });
  const { errors, isSubmitting } = formState;
  const storedState = company.address?.state ?? null;
  // "saved" stays until the merchant types again
  useEffect(() => {
    const subscription = watch((_, { type }) => {
      if (type === "change") setSaved(false);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await update.mutateAsync(values);
      setSaved(true);
      // the side menu shows the trade name (server layout)
      router.refresh();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("details")}>
      <Card aria-labelledby="empresa-form">
        <CardHeader id="empresa-form" title={t("details")} />
        <CardContent className="space-y-4">
          <FormAlert message={formError} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label={t("legalName")} id="company-legalName" error={errors.legalName}>
              {(p) => <Input {...p} autoComplete="organization" {...register("legalName")} />}
            </FormField>
            <FormField label={t("tradeName")} id="company-tradeName" error={errors.tradeName} hint={t("tradeNameHint")}>
              {(p) => <Input {...p} {...register("tradeName")} />}
            </FormField>
          </div>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-stone-900">{t("address")}</legend>
            {ADDRESS_FIELDS.map((field) => {
              const { autoComplete, className } = ADDRESS_INPUTS[field];
              const registration = register(`address.${field}`, { setValueAs: emptyAsNull });
              return (
                <FormField
                  key={field}
                  label={t(`addressFields.${field}`)}
                  id={`company-${field}`}
                  error={errors.address?.[field]}
                  className={className}
                >
                  {(p) =>
                    field === "state" ? (
                      // one of the 27 UFs; a value the API stored before (written out, say) stays offered
                      <Select
                        {...p}
                        autoComplete={autoComplete}
                        {...registration}
                        options={[
                          { value: "", label: "—" },
                          ...[
                            ...BRAZIL_STATES,
                            ...(storedState && !(BRAZIL_STATES as readonly string[]).includes(storedState)
                              ? [storedState]
                              : []),
                          ].map((uf) => ({ value: uf, label: uf })),
                        ]}
                      />
                    ) : (
                      <Input
                        {...p}
                        autoComplete={autoComplete}
                        inputMode={field === "zipCode" ? "numeric" : undefined}
                        {...(field === "zipCode" ? withMask(registration, maskCepInput) : registration)}
                      />
                    )
                  }
                </FormField>
              );
            })}
          </fieldset>
          <CompanyBusinessFields register={register} control={control} errors={errors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
            <p role="status" className="text-sm text-green-800">
              {isSaved ? t("saved") : ""}
            </p>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
