import type { ComponentProps } from "react";

import { cn } from "./cn";

export const controlClasses =
  "block w-full rounded-md border-0 bg-white px-3 text-sm text-stone-900 shadow-sm ring-1 ring-inset ring-stone-300 placeholder:text-stone-500 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-600 disabled:bg-stone-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-10", className)} {...props} />;
}
