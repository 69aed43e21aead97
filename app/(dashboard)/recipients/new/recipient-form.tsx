"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { DocumentInput } from "@/components/forms/document-input";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { emptyAsUndefined } from "@/components/forms/with-mask";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCreateRecipient, useRecipients } from "@/lib/client/queries/recipients";
import { createRecipientSchema } from "@/lib/schemas/recipients";

import { BANK_ACCOUNT_FIELDS, BankAccountFields } from "../bank-account-fields";
import { TRANSFER_SETTINGS_FIELDS, TransferSettingsFields } from "../transfer-settings-fields";

const FIELDS = [
  "legalName",
  "email",
  "document.number",
  "document",
  ...TRANSFER_SETTINGS_FIELDS,
  ...BANK_ACCOUNT_FIELDS,
];

/** POST /v1/recipients, validated by the API's own schema. */
export function RecipientForm() {
  const t = useTranslations("recipientForm");
  const { locale } = useErrorText();
  const router = useRouter();
  const create = useCreateRecipient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(createRecipientSchema),
    defaultValues: {
      legalName: "",
      document: { number: "" },
      transferSettings: {
        transferEnabled: true,
        automaticAnticipationEnabled: false,
        anticipatableVolumePercentage: 0,
        transferInterval: "manual",
        transferDay: 0,
        transferMinimumAmount: 0,
      },
      bankAccount: { bankCode: "", agencyNumber: "", accountNumber: "", accountDigit: "", type: "conta_corrente" },
    },
  });
  const { errors, isSubmitting } = formState;
  const legalName = watch("legalName") ?? "";
  // a complete CPF or CNPJ already used by one of the company's recipients: said before creating
  const documentDigits = (watch("document.number") ?? "").replace(/\D/g, "");
  const isCompleteDocument = documentDigits.length === 11 || documentDigits.length === 14;
  const sameDocument = useRecipients({ documentNumber: documentDigits, limit: "3" }, { enabled: isCompleteDocument });
  const existing = isCompleteDocument ? (sameDocument.data?.data ?? []) : [];

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const recipient = await create.mutateAsync(values);
      router.push(`/recipients/${recipient.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("title")} className="space-y-6">
      <FormAlert message={formError} />
      <Card aria-labelledby="dados-recebedor">
        <CardHeader id="dados-recebedor" title={t("detailsTitle")} />
        <CardContent className="space-y-4">
          <FormField
            label={t("legalName")}
            id="recipient-legalName"
            error={errors.legalName}
            hint={t("legalNameHint", { length: String(legalName.length) })}
          >
            {(p) => <Input {...p} autoComplete="organization" {...register("legalName")} />}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label={t("document")} id="recipient-document" error={errors.document?.number ?? errors.document}>
              {(p) => <DocumentInput {...p} registration={register("document.number")} />}
            </FormField>
            {existing.length > 0 && (
              <div
                role="status"
                className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200 sm:col-span-2"
              >
                {t("sameDocument", { count: existing.length })}{" "}
                {existing.map((r, i) => (
                  <span key={r.id}>
                    {i > 0 && ", "}
                    <Link href={`/recipients/${r.id}`} className="font-medium underline underline-offset-2">
                      {r.legalName}
                    </Link>
                  </span>
                ))}
              </div>
            )}
            <FormField label={t("emailOptional")} id="recipient-email" error={errors.email}>
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  autoComplete="email"
                  {...register("email", { setValueAs: emptyAsUndefined })}
                />
              )}
            </FormField>
          </div>
        </CardContent>
      </Card>
      <Card aria-labelledby="conta-recebedor">
        <CardHeader id="conta-recebedor" title={t("bankAccountTitle")} />
        <CardContent>
          <BankAccountFields register={register} control={control} errors={errors} idPrefix="recipient-bank" />
        </CardContent>
      </Card>
      <Card aria-labelledby="transferencias-recebedor">
        <CardHeader id="transferencias-recebedor" title={t("transfersTitle")} />
        <CardContent>
          <TransferSettingsFields register={register} control={control} errors={errors} idPrefix="recipient-settings" />
        </CardContent>
      </Card>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={t("submit")}
        submittingLabel={t("submitting")}
        cancelLabel={t("cancel")}
        onCancel={() => router.push("/recipients")}
      />
    </form>
  );
}
