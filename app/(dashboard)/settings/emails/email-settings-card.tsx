"use client";

import { useTranslations } from "use-intl";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useEmailSettings, useUpdateEmailSettings } from "@/lib/client/queries/emails";
import { LOCALE_NAMES } from "@/lib/i18n/config";
import { alertEmailKinds, emailKinds, emailLocales } from "@/lib/schemas/email";

/** The company's switch per kind and language (admins), and the alerts the signed-in user receives. */
export function EmailSettingsCard({ canChangeCompany }: { canChangeCompany: boolean }) {
  const t = useTranslations("emails");
  const kindLabel = useTranslations("email");
  const { describeApiError } = useErrorText();
  const { data: settings } = useEmailSettings();
  const update = useUpdateEmailSettings();
  if (!settings) return null;
  return (
    <Card aria-labelledby="email-settings">
      <CardHeader id="email-settings" title={t("settings.title")} />
      <CardContent className="space-y-4">
        {!settings.isSmtpConfigured && (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t("notConfigured")}
          </p>
        )}
        <p className="text-sm text-stone-600">{t("settings.description")}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {emailKinds.map((kind) => (
            <CheckboxField
              key={kind}
              id={`email-kind-${kind}`}
              label={kindLabel(`kinds.${kind}`)}
              checked={settings.kinds[kind]}
              disabled={!canChangeCompany || update.isPending}
              onChange={(e) => update.mutate({ kinds: { [kind]: e.target.checked } })}
            />
          ))}
        </div>
        <FormField label={t("settings.locale")} id="email-locale" className="max-w-xs">
          {(p) => (
            <Select
              {...p}
              value={settings.locale}
              disabled={!canChangeCompany || update.isPending}
              onChange={(e) => update.mutate({ locale: e.target.value as (typeof emailLocales)[number] })}
              options={emailLocales.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
            />
          )}
        </FormField>
        {settings.myAlerts && (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">{t("settings.myAlerts")}</legend>
            {alertEmailKinds.map((kind) => (
              <CheckboxField
                key={kind}
                id={`my-alert-${kind}`}
                label={kindLabel(`kinds.${kind}`)}
                checked={settings.myAlerts![kind]}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ myAlerts: { [kind]: e.target.checked } })}
              />
            ))}
          </fieldset>
        )}
        {update.error && (
          <p role="alert" className="text-sm text-red-800">
            {describeApiError(update.error)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
