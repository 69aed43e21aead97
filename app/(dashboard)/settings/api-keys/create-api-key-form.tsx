"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/forms/server-errors";
import { useCreateApiKey } from "@/lib/queries/settings";
import { createApiKeySchema, type ApiKeyWithSecret } from "@/lib/schemas/api-keys";

export function CreateApiKeyForm({ onCreated, onCancel }: { onCreated: (key: ApiKeyWithSecret) => void; onCancel: () => void }) {
  const create = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: "" } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["name"]));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Nova chave de API" className="space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      <FormAlert message={formError} />
      <FormField label="Nome da chave" id="api-key-name" error={formState.errors.name} hint="Para saber onde ela é usada, ex.: Loja virtual, ERP." className="max-w-md">
        {(p) => <Input {...p} autoComplete="off" autoFocus {...register("name")} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Criando…" : "Criar chave"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
