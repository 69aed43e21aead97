"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { ApiClientError } from "@/lib/api/client";
import { createWebhookEndpointSchema, type CreateWebhookEndpointInput, type WebhookEndpoint } from "@/lib/schemas/webhooks";
import { EVENT_FILTER_OPTIONS } from "./labels";

type Props = {
  endpoint?: WebhookEndpoint;
  onSubmit: (input: CreateWebhookEndpointInput) => Promise<unknown>;
  onCancel: () => void;
};

const FIELD_MESSAGES: Record<string, string> = {
  url: "Informe uma URL http:// ou https:// válida.",
  description: "Use no máximo 255 caracteres.",
  enabledEvents: "Escolha eventos da lista.",
};

/** Create or edit an endpoint, validated by the API's own schema (lib/schemas/webhooks.ts). */
export function EndpointForm({ endpoint, onSubmit, onCancel }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(createWebhookEndpointSchema),
    defaultValues: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      enabledEvents: (endpoint?.enabledEvents ?? []) as CreateWebhookEndpointInput["enabledEvents"],
      enabled: endpoint?.enabled ?? true,
    },
  });
  const { errors, isSubmitting } = formState;
  const idPrefix = endpoint ? `endpoint-${endpoint.id}` : "endpoint-new";
  // an event subscribed through the API but not offered here stays visible (and kept)
  const options = [
    ...EVENT_FILTER_OPTIONS,
    ...(endpoint?.enabledEvents ?? []).filter((v) => !EVENT_FILTER_OPTIONS.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
  ];

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ ...values, description: values.description || null });
    } catch (error) {
      const issues = error instanceof ApiClientError ? (error.details.issues as { path: string; message: string }[] | undefined) : undefined;
      for (const issue of issues ?? []) {
        const field = issue.path.split(".")[0] as keyof CreateWebhookEndpointInput;
        if (field in FIELD_MESSAGES) setError(field, { message: issue.message });
      }
      setFormError(error instanceof ApiClientError ? error.message : "Não foi possível salvar o endpoint.");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={endpoint ? "Editar endpoint" : "Novo endpoint"}>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">
          {formError}
        </p>
      )}
      <Field label="URL" htmlFor={`${idPrefix}-url`} error={errors.url && FIELD_MESSAGES.url} errorId={`${idPrefix}-url-error`}>
        <Input
          id={`${idPrefix}-url`}
          type="url"
          placeholder="https://sualoja.com.br/webhooks/colmeia"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${idPrefix}-url-error` : undefined}
          {...register("url")}
        />
      </Field>
      <Field label="Descrição (opcional)" htmlFor={`${idPrefix}-description`} error={errors.description && FIELD_MESSAGES.description} errorId={`${idPrefix}-description-error`}>
        <Input
          id={`${idPrefix}-description`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${idPrefix}-description-error` : undefined}
          {...register("description")}
        />
      </Field>
      <Controller
        control={control}
        name="enabledEvents"
        render={({ field }) => (
          <div>
            <CheckboxGroup legend="Eventos (nenhum marcado = todos)" options={options} selected={field.value ?? []} onChange={field.onChange} />
            {errors.enabledEvents && <p className="mt-1 text-sm text-red-700">{FIELD_MESSAGES.enabledEvents}</p>}
          </div>
        )}
      />
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("enabled")} />
        Ativo
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Salvando…" : endpoint ? "Salvar alterações" : "Criar endpoint"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
