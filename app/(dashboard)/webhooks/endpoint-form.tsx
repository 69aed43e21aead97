"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert } from "@/components/forms/form-field";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/client/api-client";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import {
  type CreateWebhookEndpointInput,
  createWebhookEndpointSchema,
  type WebhookEndpoint,
} from "@/lib/schemas/webhooks";

import { EVENT_GROUPS } from "./labels";

type Props = {
  endpoint?: WebhookEndpoint;
  onSubmit: (input: CreateWebhookEndpointInput) => Promise<unknown>;
  onCancel: () => void;
};

// the fields whose API issues are shown (each with its own "webhookEndpointForm.errors" message)
const ERROR_FIELDS: readonly string[] = ["url", "description", "enabledEvents"];

/** Create or edit an endpoint, validated by the API's own schema (lib/schemas/webhooks.ts). */
export function EndpointForm({ endpoint, onSubmit, onCancel }: Props) {
  const t = useTranslations("webhookEndpointForm");
  const { describeApiError } = useErrorText();
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
  const tEvent = useTranslations("eventTypes");
  const tGroup = useTranslations("eventGroups");
  // every type of the event catalogue, grouped by resource; "*" (every event), sent through the
  // API, stays visible and kept
  const groups = EVENT_GROUPS.map(({ group, types }) => ({
    group,
    options: [
      { value: `${group}.*`, label: t(`allOf.${group}`) },
      ...types.map((type) => ({ value: type, label: tEvent(type as never) })),
    ],
  }));
  const extra = (endpoint?.enabledEvents ?? []).filter(
    (v) => !groups.some((g) => g.options.some((o) => o.value === v)),
  );

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ ...values, description: values.description || null });
    } catch (error) {
      const issues =
        error instanceof ApiClientError
          ? (error.details.issues as { path: string; message: string }[] | undefined)
          : undefined;
      for (const issue of issues ?? []) {
        const field = issue.path.split(".")[0] as keyof CreateWebhookEndpointInput;
        if (ERROR_FIELDS.includes(field)) setError(field, { message: issue.message });
      }
      setFormError(error instanceof ApiClientError ? describeApiError(error) : t("saveFailed"));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-label={endpoint ? t("editLabel") : t("createLabel")}
    >
      <FormAlert message={formError} />
      <FormField label={t("url")} id={`${idPrefix}-url`} error={errors.url && t("errors.url")}>
        <Input
          id={`${idPrefix}-url`}
          type="url"
          placeholder={t("urlPlaceholder")}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${idPrefix}-url-error` : undefined}
          {...register("url")}
        />
      </FormField>
      <FormField
        label={t("description")}
        id={`${idPrefix}-description`}
        error={errors.description && t("errors.description")}
      >
        <Input
          id={`${idPrefix}-description`}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${idPrefix}-description-error` : undefined}
          {...register("description")}
        />
      </FormField>
      <Controller
        control={control}
        name="enabledEvents"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-stone-700">{t("events")}</legend>
            <div className="space-y-3">
              {groups.map(({ group, options }) => (
                <CheckboxGroup
                  key={group}
                  legend={tGroup(group)}
                  options={options}
                  selected={field.value ?? []}
                  // each group changes its own values and keeps the others'
                  onChange={(mine) =>
                    field.onChange([...(field.value ?? []).filter((v) => !options.some((o) => o.value === v)), ...mine])
                  }
                />
              ))}
              {extra.length > 0 && (
                <CheckboxGroup
                  legend={t("otherEvents")}
                  options={extra.map((v) => ({ value: v, label: v }))}
                  selected={field.value ?? []}
                  onChange={(mine) =>
                    field.onChange([...(field.value ?? []).filter((v) => !extra.includes(v)), ...mine])
                  }
                />
              )}
            </div>
            {errors.enabledEvents && <p className="mt-1 text-sm text-red-700">{t("errors.enabledEvents")}</p>}
          </fieldset>
        )}
      />
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("enabled")} />
        {t("enabled")}
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : endpoint ? t("save") : t("create")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
