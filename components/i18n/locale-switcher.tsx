"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "use-intl";

import { cn } from "@/components/ui/cn";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, toLocale } from "@/lib/i18n/config";

// The language lives in a cookie read by the root layout: switching re-renders the server
// components in place (router.refresh), keeping the URL, filters and scroll.
export function LocaleSwitcher({ className }: { className?: string }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();

  function onChange(value: string) {
    document.cookie = `${LOCALE_COOKIE}=${toLocale(value)}; path=/; max-age=31536000; samesite=lax`;
    router.refresh();
  }

  return (
    <label className={cn("flex items-center gap-2 text-xs text-stone-700", className)}>
      <span>{t("language")}</span>
      <select
        value={locale}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-xs text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
