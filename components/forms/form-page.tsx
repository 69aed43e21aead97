import Link from "next/link";
import type { ReactNode } from "react";

import { cn } from "@/components/ui/cn";

type Props = {
  backHref: string;
  backLabel: ReactNode;
  title: string;
  description?: ReactNode;
  /** One column of fields: a narrower page. */
  narrow?: boolean;
  /** The form, or the read-only notice for a viewer. */
  children: ReactNode;
};

/** A page that holds one form: the way back, the title and what the form does. */
export function FormPage({ backHref, backLabel, title, description, narrow, children }: Props) {
  return (
    <div className={cn(narrow ? "max-w-2xl" : "max-w-3xl", "space-y-6")}>
      <Link href={backHref} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {backLabel}
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </header>
      {children}
    </div>
  );
}
