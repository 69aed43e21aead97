"use client";

import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import { useTranslations } from "use-intl";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { IntegerField, optionalInteger } from "@/components/forms/integer-field";
import { MoneyInput } from "@/components/forms/money-input";
import { Select } from "@/components/ui/select";
import { transferIntervals } from "@/lib/schemas/recipients";

export const TRANSFER_SETTINGS_FIELDS = [
  "transferEnabled",
  "automaticAnticipationEnabled",
  "anticipatableVolumePercentage",
  "transferInterval",
  "transferDay",
  "transferMinimumAmount",
].map((f) => `transferSettings.${f}`);

type Props<T extends FieldValues> = {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  idPrefix: string;
};
type SettingsErrors = Partial<Record<string, { message?: string }>>;

/** `transferSettings.*` of a recipient: transfers on/off, automatic transfers and anticipation. */
export function TransferSettingsFields<T extends FieldValues>({ register, control, errors, idPrefix }: Props<T>) {
  const t = useTranslations("transferSettings");
  const interval = useWatch({ control, name: `transferSettings.transferInterval` as Path<T> }) as string | undefined;
  const days =
    interval === "weekly"
      ? [1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t(`weekdays.${d}` as "weekdays.1") }))
      : Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
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
      {/* the interval's column is as wide as its longest option ("Manual (só quando pedida)"), never clipped */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[max-content_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField label={t("interval")} id={`${idPrefix}-transferInterval`}>
          <Select
            id={`${idPrefix}-transferInterval`}
            options={transferIntervals.map((i) => ({ value: i, label: t(`intervals.${i}`) }))}
            {...register(name("transferInterval"))}
          />
        </FormField>
        {(interval === "weekly" || interval === "monthly") && (
          <FormField
            label={interval === "weekly" ? t("weekday") : t("monthDay")}
            id={`${idPrefix}-transferDay`}
            error={settingsErrors.transferDay}
          >
            <Select
              id={`${idPrefix}-transferDay`}
              options={days}
              {...register(name("transferDay"), { setValueAs: optionalInteger })}
            />
          </FormField>
        )}
        {interval && interval !== "manual" && (
          <FormField
            label={t("minimum")}
            id={`${idPrefix}-transferMinimumAmount`}
            error={settingsErrors.transferMinimumAmount}
          >
            <Controller
              control={control}
              name={name("transferMinimumAmount")}
              render={({ field }) => (
                <MoneyInput
                  id={`${idPrefix}-transferMinimumAmount`}
                  value={field.value as number | undefined}
                  onChange={(cents) => field.onChange(cents ?? 0)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        )}
      </div>
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
