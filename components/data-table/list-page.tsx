import Link from "next/link";
import { type ReactNode, Suspense } from "react";

import { buttonClasses } from "@/components/ui/button";

type Props = {
  title: string;
  description: string;
  /** Shown until the list can read the URL. */
  loadingLabel: string;
  /** The "new …" button; left out for who may not create. */
  create?: { href: string; label: string };
  /** Other buttons of the header (e.g. an export), in place of or beside the create button. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A list page: title, what it lists, the button to add one and the list (filters and table). */
export function ListPage({ title, description, loadingLabel, create, actions, children }: Props) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
          <p className="mt-1 text-sm text-stone-600">{description}</p>
        </div>
        {actions}
        {create && (
          <Link href={create.href} className={buttonClasses()}>
            {create.label}
          </Link>
        )}
      </header>
      {/* the list reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{loadingLabel}</p>}>{children}</Suspense>
    </div>
  );
}
