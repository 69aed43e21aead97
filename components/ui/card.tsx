import type { ComponentProps, ReactNode } from "react";

import { cn } from "./cn";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return <section className={cn("rounded-lg bg-white shadow-sm ring-1 ring-stone-200", className)} {...props} />;
}

export function CardHeader({ title, actions, id }: { title: string; actions?: ReactNode; id?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-4 py-3">
      <h2 id={id} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {actions}
    </div>
  );
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-4 py-4", className)} {...props} />;
}

/** Label/value pairs inside a card. */
export function DescriptionList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
      {items.map((i) => (
        <div key={i.label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{i.label}</dt>
          <dd className="mt-0.5 break-words text-sm text-stone-900">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
