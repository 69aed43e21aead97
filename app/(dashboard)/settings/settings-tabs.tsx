"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "use-intl";

import { cn } from "@/components/ui/cn";
import type { Messages } from "@/lib/i18n/messages";

// label: a key of the "settings.tabs" messages
const TABS: { href: string; label: keyof Messages["settings"]["tabs"] }[] = [
  { href: "/settings", label: "company" },
  { href: "/settings/api-keys", label: "apiKeys" },
  { href: "/settings/users", label: "users" },
  { href: "/settings/rails", label: "rails" },
  { href: "/settings/emails", label: "emails" },
  { href: "/settings/audit", label: "audit" },
];

export function SettingsTabs() {
  const t = useTranslations("settings");
  const pathname = usePathname();
  return (
    <nav aria-label={t("tabsLabel")} className="border-b border-stone-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map((tab) => {
          const isActive = pathname === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                  isActive
                    ? "border-brand-500 text-stone-900"
                    : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900",
                )}
              >
                {t(`tabs.${tab.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
