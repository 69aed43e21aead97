"use client";

import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";

import { CheckboxField } from "@/components/forms/form-field";
import { IntegerField, optionalInteger } from "@/components/forms/integer-field";

export const TRANSFER_SETTINGS_FIELDS = [
  "transferEnabled",
  "automaticAnticipationEnabled",
  "anticipatableVolumePercentage",
].map((f) => `transferSettings.${f}`);

type Props<T extends FieldValues> = { register: UseFormRegister<T>; errors: FieldErrors<T>; idPrefix: string };
type SettingsErrors = Partial<Record<string, { message?: string }>>;

/** `transferSettings.*` of a recipient: transfers on/off and automatic anticipation. */
export function TransferSettingsFields<T extends FieldValues>({ register, errors, idPrefix }: Props<T>) {
  const t = useTranslations("transferSettings");
  const name = (field: string) => `transferSettings.${field}` as Path<T>;
  const settingsErrors = ((errors as { transferSettings?: SettingsErrors }).transferSettings ?? {}) as SettingsErrors;
  return (
    <div className="space-y-4">
      <CheckboxField
        id={`${idPrefix}-transferEnabled`}
        label={t("transferEnabled")}
        hint={t("transferEnabledHint")}
        {...register(name("transferEnabled"))}
      />
      <CheckboxField
        id={`${idPrefix}-automaticAnticipationEnabled`}
        label={t("automaticAnticipation")}
        hint={t("automaticAnticipationHint")}
        {...register(name("automaticAnticipationEnabled"))}
      />
      <IntegerField
        label={t("anticipatableVolume")}
        id={`${idPrefix}-anticipatableVolumePercentage`}
        error={settingsErrors.anticipatableVolumePercentage}
        min={0}
        max={100}
        registration={register(name("anticipatableVolumePercentage"), { setValueAs: optionalInteger })}
      />
    </div>
  );
}
