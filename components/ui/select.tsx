import type { ComponentProps } from "react";

import { cn } from "./cn";
import { controlClasses } from "./input";

export type SelectOption = { value: string; label: string };

/** A native <select> (keyboard and screen readers for free), optionally built from options. */
export function Select({
  className,
  options,
  children,
  ...props
}: ComponentProps<"select"> & { options?: SelectOption[] }) {
  return (
    <select className={cn(controlClasses, "h-10 pr-8", className)} {...props}>
      {children}
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
