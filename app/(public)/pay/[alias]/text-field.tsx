"use client";

import type { ComponentProps } from "react";
import type { UseFormReturn } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import type { CheckoutFormValues } from "@/lib/schemas/checkout-form";

type Props = Omit<ComponentProps<"input">, "name" | "form"> & {
  form: UseFormReturn<CheckoutFormValues>;
  name: keyof CheckoutFormValues;
  label: string;
  /** Rewrites each keystroke (CPF, phone, CEP, card masks) before the form stores it. */
  mask?: (value: string) => string;
  className?: string;
};

/** A labelled input bound to the checkout form, with its error tied to it for screen readers. */
export function TextField({ form, name, label, mask, className, ...input }: Props) {
  const registered = form.register(name);
  const error = form.formState.errors[name]?.message;
  const id = `f-${name}`;
  return (
    <FormField label={label} id={id} error={error} className={className}>
      <Input
        id={id}
        {...input}
        {...registered}
        onChange={(e) => {
          if (mask) e.target.value = mask(e.target.value);
          void registered.onChange(e);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}
