import type { ComponentProps } from "react";

import { cn } from "./cn";

/**
 * A table that scrolls sideways inside its own box on narrow screens. Tables without links or
 * buttons pass `scrollLabel`: the box then takes keyboard focus (a named region), so it can be
 * scrolled without a mouse.
 */
export function Table({ className, scrollLabel, ...props }: ComponentProps<"table"> & { scrollLabel?: string }) {
  return (
    <div className="overflow-x-auto" {...(scrollLabel && { tabIndex: 0, role: "region", "aria-label": scrollLabel })}>
      <table className={cn("min-w-full divide-y divide-stone-200 text-sm", className)} {...props} />
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-stone-50", className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-stone-100 bg-white", className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn(className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap px-4 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-stone-600",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle text-stone-800", className)} {...props} />;
}
