"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const TABS = [
  { href: "/settings", label: "Empresa" },
  { href: "/settings/api-keys", label: "Chaves de API" },
  { href: "/settings/users", label: "Usuários" },
];

export function SettingsTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Seções das configurações" className="border-b border-stone-200">
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
                  isActive ? "border-brand-500 text-stone-900" : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
