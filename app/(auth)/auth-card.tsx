import type { ReactNode } from "react";

import { LocaleSwitcher } from "@/components/i18n/locale-switcher";

/** The centred card of the pages seen before signing in (login, sign-up). */
export function AuthCard({
  heading,
  subheading,
  children,
  footer,
}: {
  heading: string;
  subheading: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <p className="text-3xl" aria-hidden="true">
            ⬢
          </p>
          <h1 className="mt-2 text-2xl font-semibold text-stone-900">{heading}</h1>
          <p className="mt-1 text-sm text-stone-600">{subheading}</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">{children}</div>
        {footer && <p className="mt-4 text-center text-sm text-stone-700">{footer}</p>}
        <LocaleSwitcher className="mt-4 justify-center" />
      </div>
    </main>
  );
}
