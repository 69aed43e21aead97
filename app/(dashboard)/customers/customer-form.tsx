"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { DocumentInput } from "@/components/forms/document-input";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { emptyAsUndefined } from "@/components/forms/with-mask";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useSaveCustomer } from "@/lib/client/queries/customers";
import { type Customer, customerRequestSchema } from "@/lib/schemas/customers";

const FIELDS = ["name", "email", "document.number", "document", "phone"];

/** New customer (POST /v1/customers) or the contact data of one (PATCH /v1/customers/{id}). */
export function CustomerForm({ customer }: { customer?: Customer }) {
  const t = useTranslations("customerForm");
  const { locale } = useErrorText();
  const router = useRouter();
  const save = useSaveCustomer(customer?.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(customerRequestSchema),
    defaultValues: {
      name: customer?.name ?? "",
      email: customer?.email ?? "",
      document: { number: customer?.document.number ?? "" },
      phone: customer?.phone ?? undefined,
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // editing sends the contact data only (e-mail and document identify the customer); a cleared
      // phone is removed (null), not left as it was
      const body = customer ? { name: values.name, phone: values.phone ?? null } : values;
      const saved = await save.mutateAsync(body);
      router.push(`/customers/${saved.id}`);
      router.refresh();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={customer ? t("editTitle") : t("title")}
      className="space-y-6"
    >
      <FormAlert message={formError} />
      <Card>
        <CardContent className="space-y-4">
          <FormField label={t("name")} id="customer-name" error={errors.name}>
            {(p) => <Input {...p} autoComplete="name" {...register("name")} />}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              label={t("email")}
              id="customer-email"
              error={errors.email}
              hint={customer ? t("identityHint") : undefined}
            >
              {(p) => <Input {...p} type="email" autoComplete="email" readOnly={!!customer} {...register("email")} />}
            </FormField>
            <FormField label={t("document")} id="customer-document" error={errors.document?.number ?? errors.document}>
              {(p) => <DocumentInput {...p} readOnly={!!customer} registration={register("document.number")} />}
            </FormField>
            <FormField label={t("phone")} id="customer-phone" error={errors.phone}>
              {(p) => (
                <Input {...p} type="tel" autoComplete="tel" {...register("phone", { setValueAs: emptyAsUndefined })} />
              )}
            </FormField>
          </div>
        </CardContent>
      </Card>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={customer ? t("save") : t("create")}
        submittingLabel={t("saving")}
        cancelLabel={t("cancel")}
        onCancel={() => router.push(customer ? `/customers/${customer.id}` : "/customers")}
      />
    </form>
  );
}
