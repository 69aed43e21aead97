"use client";

import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { CheckboxField, FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";

export const TRANSFER_SETTINGS_FIELDS = ["transferEnabled", "automaticAnticipationEnabled", "anticipatableVolumePercentage"].map((f) => `transferSettings.${f}`);

type Props<T extends FieldValues> = { register: UseFormRegister<T>; errors: FieldErrors<T>; idPrefix: string };
type SettingsErrors = Partial<Record<string, { message?: string }>>;

const optionalInteger = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

/** `transferSettings.*` of a recipient: transfers on/off and automatic anticipation. */
export function TransferSettingsFields<T extends FieldValues>({ register, errors, idPrefix }: Props<T>) {
  const name = (field: string) => `transferSettings.${field}` as Path<T>;
  const settingsErrors = ((errors as { transferSettings?: SettingsErrors }).transferSettings ?? {}) as SettingsErrors;
  return (
    <div className="space-y-4">
      <CheckboxField id={`${idPrefix}-transferEnabled`} label="Transferências ativadas" hint="Permite transferir o saldo disponível para a conta do recebedor." {...register(name("transferEnabled"))} />
      <CheckboxField
        id={`${idPrefix}-automaticAnticipationEnabled`}
        label="Antecipação automática"
        hint="Antecipa recebíveis de cartão automaticamente, no percentual abaixo."
        {...register(name("automaticAnticipationEnabled"))}
      />
      <FormField label="Volume antecipável (%)" id={`${idPrefix}-anticipatableVolumePercentage`} error={settingsErrors.anticipatableVolumePercentage} className="max-w-48">
        {(p) => <Input {...p} type="number" inputMode="numeric" min={0} max={100} step={1} {...register(name("anticipatableVolumePercentage"), { setValueAs: optionalInteger })} />}
      </FormField>
    </div>
  );
}
