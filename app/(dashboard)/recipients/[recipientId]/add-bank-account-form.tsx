"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormActions } from "@/components/forms/form-actions";
import { CheckboxField, FormAlert } from "@/components/forms/form-field";
import { ApiClientError } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useAddBankAccount } from "@/lib/client/queries/recipients";
import { createRecipientSchema } from "@/lib/schemas/recipients";

import { BANK_ACCOUNT_FIELDS, BankAccountFields } from "../bank-account-fields";

// The same embedded-account rules as recipient creation, under the same `bankAccount.` names.
const addBankAccountSchema = createRecipientSchema.pick({ bankAccount: true });

// POST /v1/recipients/{id}/bank-accounts answers with unprefixed paths ("agencyNumber").
function prefixIssues(error: unknown): unknown {
  if (!(error instanceof ApiClientError) || !Array.isArray(error.details.issues)) return error;
  const issues = (error.details.issues as { path: string; message: string }[]).map((i) => ({
    ...i,
    path: `bankAccount.${i.path}`,
  }));
  return new ApiClientError(error.status, error.code, error.message, { ...error.details, issues });
}

export function AddBankAccountForm({
  recipientId,
  canMarkThirdParty,
  onDone,
}: {
  recipientId: number;
  canMarkThirdParty: boolean;
  onDone: () => void;
}) {
  const t = useTranslations("bankAccountForm");
  const { locale } = useErrorText();
  const add = useAddBankAccount(recipientId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(addBankAccountSchema),
    defaultValues: {
      bankAccount: { bankCode: "", agencyNumber: "", accountNumber: "", accountDigit: "", type: "conta_corrente" },
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(values.bankAccount);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(prefixIssues(error), setError, BANK_ACCOUNT_FIELDS, locale));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("addLabel")} className="space-y-4">
      <h3 className="text-sm font-semibold text-stone-900">{t("addTitle")}</h3>
      <FormAlert message={formError} />
      <BankAccountFields register={register} control={control} errors={formState.errors} idPrefix="add-bank" />
      {/* only an owner may add an account held by someone other than the recipient */}
      {canMarkThirdParty && (
        <CheckboxField
          id="add-bank-third-party"
          label={t("thirdParty")}
          hint={t("thirdPartyHint")}
          {...register("bankAccount.thirdParty")}
        />
      )}
      <p className="text-xs text-stone-600">{t("addNote")}</p>
      <FormActions
        isSubmitting={formState.isSubmitting}
        submitLabel={t("add")}
        submittingLabel={t("adding")}
        cancelLabel={t("cancel")}
        onCancel={onDone}
      />
    </form>
  );
}
