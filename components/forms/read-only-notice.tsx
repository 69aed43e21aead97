"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

/** What a viewer sees instead of a form: the role can read, not change. */
export function ReadOnlyNotice({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const t = useTranslations("ui.readOnlyNotice");
  return (
    <div className="rounded-lg bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200">
      <p className="font-medium text-stone-900">{t("title")}</p>
      <p className="mt-1 text-sm text-stone-600">{t("body")}</p>
      <Link
        href={backHref}
        className="mt-4 inline-block text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {backLabel}
      </Link>
    </div>
  );
}
