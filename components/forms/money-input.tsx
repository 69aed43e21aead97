"use client";

import { type ComponentProps, useState } from "react";

import { Input } from "@/components/ui/input";
import { formatAmountInput, parseBRLToCents } from "@/lib/money";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null | undefined;
  /** With isClearable, an emptied field hands over null (an optional amount being removed). */
  onChange: (cents: number | null) => void;
  isClearable?: boolean;
};

const toText = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? formatAmountInput(value) : "";

/**
 * An amount typed in reais ("1.234,56", "1234.56", "150") handed to the form as integer cents.
 * Unreadable text becomes NaN, which the API schema rejects with its own message.
 */
export function MoneyInput({ value, onChange, onBlur, className, isClearable, ...props }: Props) {
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
