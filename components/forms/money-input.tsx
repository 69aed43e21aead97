"use client";

import type { ComponentProps } from "react";

import { Input } from "@/components/ui/input";
import { onlyDigits } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null | undefined;
  /** With isClearable, an emptied field hands over null (an optional amount being removed). */
  onChange: (cents: number | null) => void;
  isClearable?: boolean;
};

// 11 digits = R$ 999.999.999,99, above any amount the API takes
const MAX_DIGITS = 11;

/**
 * The dashboard's one money input (docs/dashboard.md, "One money input"): digits fill from the cents
 * up, the way Brazilian banking apps do it ("8", "89", "899", "8990" → R$ 0,08, R$ 0,89, R$ 8,99,
 * R$ 89,90), in every form alike; a pasted "R$ 1.234,56" or "89,90" keeps its digits. The form gets
 * integer cents, like the API; an emptied field hands over null when clearable, else undefined
 * (the schema's "required").
 */
export function MoneyInput({ value, onChange, isClearable, ...props }: Props) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={typeof value === "number" && Number.isFinite(value) ? formatBRL(value) : ""}
      onChange={(e) => {
        const digits = onlyDigits(e.target.value).replace(/^0+/, "").slice(0, MAX_DIGITS);
        if (digits) return onChange(Number(digits));
        (onChange as (cents: number | null | undefined) => void)(isClearable ? null : undefined);
      }}
    />
  );
}
