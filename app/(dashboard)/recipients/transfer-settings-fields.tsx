"use client";

import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";

export const TRANSFER_SETTINGS_FIELDS = [
  "transferEnabled",
  "automaticAnticipationEnabled",
  "anticipatableVolumePercentage",
].map((f) => `transferSettings.${f}`);

type Props<T extends FieldValues> = { register: UseFormRegister<T>; errors: FieldErrors<T>; idPrefix: string };
type SettingsErrors = Partial<Record<string, { message?: string }>>;

const optionalInteger = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

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
      <FormField
        label={t("anticipatableVolume")}
        id={`${idPrefix}-anticipatableVolumePercentage`}
        error={settingsErrors.anticipatableVolumePercentage}
        className="max-w-48"
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...register(name("anticipatableVolumePercentage"), { setValueAs: optionalInteger })}
          />
        )}
      </FormField>
    </div>
  );
}
