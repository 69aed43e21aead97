"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { emptyAsUndefined, withMask } from "@/components/forms/with-mask";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatCep, maskCepInput } from "@/lib/documents";
import { applyServerErrors } from "@/lib/forms/server-errors";
import { useUpdateCompany, type Company } from "@/lib/queries/settings";
import { companyFieldsSchema } from "@/lib/schemas/company";

// The document is read-only (update-company.ts): the form edits the rest of the company fields.
const companyFormSchema = companyFieldsSchema.pick({ legalName: true, tradeName: true, address: true });

const ADDRESS_FIELDS = ["zipCode", "street", "streetNumber", "complement", "neighborhood", "city", "state"] as const;
const FIELDS = ["legalName", "tradeName", ...ADDRESS_FIELDS.map((f) => `address.${f}`)];

const ADDRESS_LABELS: Record<(typeof ADDRESS_FIELDS)[number], { label: string; autoComplete: string; className?: string }> = {
  zipCode: { label: "CEP", autoComplete: "postal-code" },
  street: { label: "Logradouro", autoComplete: "address-line1", className: "sm:col-span-2" },
  streetNumber: { label: "Número", autoComplete: "off" },
  complement: { label: "Complemento", autoComplete: "address-line2" },
  neighborhood: { label: "Bairro", autoComplete: "address-level3" },
  city: { label: "Cidade", autoComplete: "address-level2" },
  state: { label: "UF", autoComplete: "address-level1" },
};

function formValues(company: Company) {
  const address = company.address ?? {};
  return {
    legalName: company.legalName,
    tradeName: company.tradeName,
    address: { ...address, zipCode: address.zipCode ? formatCep(address.zipCode) : undefined, country: address.country ?? "BR" },
  };
}

export function CompanyForm({ company }: { company: Company }) {
  const router = useRouter();
  const update = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(companyFormSchema),
    defaultValues: formValues(company),
  });
  const { errors, isSubmitting } = formState;
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
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Dados da empresa">
      <Card aria-labelledby="empresa-form">
        <CardHeader id="empresa-form" title="Dados da empresa" />
        <CardContent className="space-y-4">
          <FormAlert message={formError} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label="Razão social" id="company-legalName" error={errors.legalName}>
              {(p) => <Input {...p} autoComplete="organization" {...register("legalName")} />}
            </FormField>
            <FormField label="Nome fantasia" id="company-tradeName" error={errors.tradeName} hint="Aparece no painel, nos links de pagamento e no checkout.">
              {(p) => <Input {...p} {...register("tradeName")} />}
            </FormField>
          </div>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-stone-900">Endereço</legend>
            {ADDRESS_FIELDS.map((field) => {
              const { label, autoComplete, className } = ADDRESS_LABELS[field];
              const registration = register(`address.${field}`, { setValueAs: emptyAsUndefined });
              return (
                <FormField key={field} label={label} id={`company-${field}`} error={errors.address?.[field]} className={className}>
                  {(p) => <Input {...p} autoComplete={autoComplete} inputMode={field === "zipCode" ? "numeric" : undefined} {...(field === "zipCode" ? withMask(registration, maskCepInput) : registration)} />}
                </FormField>
              );
            })}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Salvando…" : "Salvar dados"}
            </Button>
            <p role="status" className="text-sm text-green-800">
              {isSaved ? "Dados salvos." : ""}
            </p>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
