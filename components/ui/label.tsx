import type { ComponentProps } from "react";

import { cn } from "./cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("block text-sm font-medium text-stone-700", className)} {...props} />;
}
