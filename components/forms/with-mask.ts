import type { ChangeEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A registered text field whose value is re-masked on every keystroke (CPF/CNPJ, phone, CEP). */
export function withMask<T extends UseFormRegisterReturn>(registration: T, mask: (value: string) => string): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return registration.onChange(event);
    },
  };
}

/** Optional text: an empty field is left out of the request instead of failing its rule. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** Clearable optional text on an edit form: an empty field is sent as null, which removes the stored value. */
export const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
