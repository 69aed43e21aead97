"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { emptyAsNull } from "@/components/forms/with-mask";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { type Recipient, useUpdateRecipient } from "@/lib/client/queries/recipients";
import { createRecipientSchema, updateRecipientSchema } from "@/lib/schemas/recipients";

import { TRANSFER_SETTINGS_FIELDS, TransferSettingsFields } from "../../transfer-settings-fields";

// What this form edits, with the creation rules (PATCH takes any subset of them); an e-mail left
// empty is sent as null, which removes it.
const editRecipientSchema = createRecipientSchema
  .pick({ legalName: true, transferSettings: true })
  .extend({ email: updateRecipientSchema.shape.email });
const FIELDS = ["legalName", "email", ...TRANSFER_SETTINGS_FIELDS];

export function EditRecipientForm({ recipient }: { recipient: Recipient }) {
  // the fields shared with the creation form keep its wording
  const t = useTranslations("recipientEdit");
  const tForm = useTranslations("recipientForm");
  const { locale } = useErrorText();
  const router = useRouter();
  const update = useUpdateRecipient(recipient.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(editRecipientSchema),
    defaultValues: {
      legalName: recipient.legalName,
      email: recipient.email ?? undefined,
      transferSettings: recipient.transferSettings,
    },
  });
  const { errors, isSubmitting } = formState;
  const legalName = watch("legalName") ?? "";

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      router.push(`/recipients/${recipient.id}`);
      router.refresh();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("title")} className="space-y-6">
      <FormAlert message={formError} />
      <Card aria-labelledby="dados-edicao">
        <CardHeader id="dados-edicao" title={tForm("detailsTitle")} />
        <CardContent className="space-y-4">
          <FormField
            label={tForm("legalName")}
            id="edit-legalName"
            error={errors.legalName}
            hint={tForm("legalNameHint", { length: String(legalName.length) })}
          >
            {(p) => <Input {...p} {...register("legalName")} />}
          </FormField>
          <FormField label={t("email")} id="edit-email" error={errors.email}>
            {(p) => <Input {...p} type="email" {...register("email", { setValueAs: emptyAsNull })} />}
          </FormField>
        </CardContent>
      </Card>
      <Card aria-labelledby="transferencias-edicao">
        <CardHeader id="transferencias-edicao" title={tForm("transfersTitle")} />
        <CardContent>
          <TransferSettingsFields register={register} control={control} errors={errors} idPrefix="edit-settings" />
        </CardContent>
      </Card>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={t("submit")}
        submittingLabel={t("submitting")}
        cancelLabel={tForm("cancel")}
        onCancel={() => router.push(`/recipients/${recipient.id}`)}
      />
    </form>
  );
}
