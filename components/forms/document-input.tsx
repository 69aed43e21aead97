"use client";

import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { maskDocumentInput } from "@/lib/formats/documents";

import { withMask } from "./with-mask";

/** A CPF/CNPJ field: digits only on phones, masked as typed (000.000.000-00 / 00.000.000/0000-00). */
export function DocumentInput({
  registration,
  ...props
}: Omit<ComponentProps<"input">, "name" | "onChange" | "onBlur" | "ref"> & { registration: UseFormRegisterReturn }) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder="000.000.000-00"
      {...props}
      {...withMask(registration, maskDocumentInput)}
    />
  );
}
