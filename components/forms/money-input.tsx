"use client";

import { type ComponentProps, useState } from "react";

import { Input } from "@/components/ui/input";
import { onlyDigits } from "@/lib/documents";
import { formatAmountInput, formatBRL, parseBRLToCents } from "@/lib/money";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null | undefined;
  /** With isClearable, an emptied field hands over null (an optional amount being removed). */
  onChange: (cents: number | null) => void;
  isClearable?: boolean;
  /**
   * "reais" (the default): the amount typed as written ("1.234,56", "1234.56", "150"), an "R$"
   * before the field. "cents": digits fill from the cents up, the way Brazilian payment apps do it
   * ("3", "30", "300" → R$ 0,03, R$ 0,30, R$ 3,00); an emptied field hands over undefined.
   */
  typing?: "reais" | "cents";
};

const toText = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? formatAmountInput(value) : "";

// 11 digits = R$ 999.999.999,99, above any amount the API takes
const MAX_DIGITS = 11;

/**
 * The dashboard's one money input: an amount in reais handed to the form as integer cents, like the API.
 * Unreadable text becomes NaN, which the API schema rejects with its own message.
 */
export function MoneyInput({ typing = "reais", ...props }: Props) {
  return typing === "cents" ? <CentsInput {...props} /> : <ReaisInput {...props} />;
}

function CentsInput({ value, onChange, isClearable: _, ...props }: Omit<Props, "typing">) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={typeof value === "number" ? formatBRL(value) : ""}
      onChange={(e) => {
        const digits = onlyDigits(e.target.value).replace(/^0+/, "").slice(0, MAX_DIGITS);
        (onChange as (cents: number | undefined) => void)(digits ? Number(digits) : undefined);
      }}
    />
  );
}

function ReaisInput({ value, onChange, onBlur, className, isClearable, ...props }: Omit<Props, "typing">) {
  const [text, setText] = useState(() => toText(value));
  const [lastValue, setLastValue] = useState(value);
  // a reset of the form (or a value set by code) replaces what is shown
  if (value !== lastValue) {
    setLastValue(value);
    const typed = parseBRLToCents(text);
    if (!(Number.isNaN(value) && text) && typed !== value) setText(toText(value));
  }

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-600"
      >
        R$
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={className ? `pl-10 ${className}` : "pl-10"}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (isClearable && e.target.value.trim() === "") return onChange(null);
          const cents = parseBRLToCents(e.target.value);
          onChange(cents === null ? Number.NaN : cents);
        }}
        onBlur={(e) => {
          const cents = parseBRLToCents(text);
          if (cents !== null) setText(formatAmountInput(cents));
          onBlur?.(e);
        }}
      />
    </div>
  );
}
