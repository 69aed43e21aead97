"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCreateApiKey } from "@/lib/client/queries/settings";
import { type ApiKeyWithSecret, createApiKeySchema } from "@/lib/schemas/api-keys";

export function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: ApiKeyWithSecret) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("apiKeys");
  const { locale } = useErrorText();
  const create = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: "" },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["name"], locale));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("createForm")}
      className="space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <FormAlert message={formError} />
      <FormField
        label={t("keyName")}
        id="api-key-name"
        error={formState.errors.name}
        hint={t("keyNameHint")}
        className="max-w-md"
      >
        {(p) => <Input {...p} autoComplete="off" autoFocus {...register("name")} />}
      </FormField>
      <FormActions
        isSubmitting={formState.isSubmitting}
        submitLabel={t("create")}
        submittingLabel={t("creating")}
        cancelLabel={t("cancel")}
        onCancel={onCancel}
      />
    </form>
  );
}
