"use client";

import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { Input } from "@/components/ui/input";

import { FormField } from "./form-field";

/** For `register(name, { setValueAs: optionalInteger })`: an emptied number field is absent, not 0. */
export const optionalInteger = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));

type Props = {
  label: string;
  id: string;
  error?: { message?: string };
  hint?: ReactNode;
  min: number;
  max: number;
  /** `register(name, { setValueAs: optionalInteger })` */
  registration: UseFormRegisterReturn;
};

/** A short whole number (days, a percentage) in a FormField. */
export function IntegerField({ label, id, error, hint, min, max, registration }: Props) {
  return (
    <FormField label={label} id={id} error={error} hint={hint} className="max-w-48">
      {(p) => <Input {...p} type="number" inputMode="numeric" min={min} max={max} step={1} {...registration} />}
    </FormField>
  );
}
