"use client";

import type { ComponentProps } from "react";

import { onlyDigits } from "@/lib/documents";
import { formatBRL } from "@/lib/money";

import { Input } from "./input";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
};

// 11 digits = R$ 999.999.999,99, above any amount the API takes
const MAX_DIGITS = 11;

/**
 * An amount in reais typed the way Brazilian payment apps do it: digits fill from the cents up
 * ("3", "30", "300" → R$ 0,03, R$ 0,30, R$ 3,00); pasting "1.234,56" gives R$ 1.234,56.
 * The value is integer cents (undefined when empty), like the API.
 */
export function MoneyInput({ value, onChange, ...props }: Props) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === undefined ? "" : formatBRL(value)}
      onChange={(e) => {
        const digits = onlyDigits(e.target.value).replace(/^0+/, "").slice(0, MAX_DIGITS);
        onChange(digits ? Number(digits) : undefined);
      }}
    />
  );
}
