"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useTranslations } from "use-intl";

import { cn } from "@/components/ui/cn";

import { GlobalSearch } from "./global-search";
import { NAV_ITEMS, type NavItem } from "./nav-items";
import { type ShellUser, UserMenu } from "./user-menu";

type Props = { companyName: string; isSandbox: boolean; user: ShellUser; children: ReactNode };

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function DashboardShell({ companyName, isSandbox, user, children }: Props) {
  const t = useTranslations("shell");
  const tNav = useTranslations("nav");
  const pathname = usePathname();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  // a navigation closes the phone menu
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-stone-200 bg-white px-4 md:hidden">
        <Brand companyName={companyName} />
        <button
          type="button"
          className="rounded-md px-3 py-2 text-sm font-medium text-stone-800 ring-1 ring-inset ring-stone-300"
          aria-expanded={isMenuOpen}
          aria-controls="menu-lateral"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? t("closeMenu") : t("openMenu")}
        </button>
      </header>
      <aside
        id="menu-lateral"
        // a column of the page's full height (however long the page), whose contents stay in view
        // while the page scrolls
        className={cn(
          "z-20 flex-col border-r border-stone-200 bg-white md:flex md:w-64 md:shrink-0",
          isMenuOpen ? "flex border-b" : "hidden",
        )}
      >
        {/* a window too short for the panel's fixed parts and a few links (a phone turned sideways,
            800 × 360, is wider than md) scrolls the whole panel, so the sign-out is always reachable */}
        <div className="flex flex-col md:sticky md:top-0 md:h-dvh md:overflow-y-auto">
          <div className="hidden h-16 items-center border-b border-stone-200 px-5 md:flex">
            <Brand companyName={companyName} />
          </div>
          {isSandbox && (
            <p className="mx-4 mt-4 rounded-md bg-brand-100 px-3 py-1.5 text-xs font-medium text-brand-900">
              {t("sandbox")}
            </p>
          )}
          <div className="px-3 pt-4">
            <GlobalSearch />
          </div>
          {/* the links scroll within the panel: the sign-out below them stays on screen */}
          <nav aria-label={t("mainNavigation")} className="flex-1 px-3 py-4 md:min-h-32 md:overflow-y-auto">
            <ul className="space-y-1">
              {NAV_ITEMS.map((entry) =>
                "group" in entry ? (
                  <li key={entry.group} className="pt-2">
                    <p id={`nav-${entry.group}`} className="px-3 pb-1 text-xs font-semibold uppercase text-stone-600">
                      {tNav(entry.group)}
                    </p>
                    <ul aria-labelledby={`nav-${entry.group}`} className="space-y-1">
                      {entry.items.map((item) => (
                        <NavLink key={item.href} item={item} pathname={pathname} label={tNav(item.label)} />
                      ))}
                    </ul>
                  </li>
                ) : (
                  <NavLink key={entry.href} item={entry} pathname={pathname} label={tNav(entry.label)} />
                ),
              )}
            </ul>
          </nav>
          <UserMenu user={user} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <main id="conteudo" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function NavLink({ item, pathname, label }: { item: NavItem; pathname: string; label: string }) {
  const active = isActive(pathname, item.href);
  return (
    <li>
      <Link
        href={item.href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "block rounded-md px-3 py-2 text-sm font-medium",
          active ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
        )}
      >
        {label}
      </Link>
    </li>
  );
}

function Brand({ companyName }: { companyName: string }) {
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
        <span aria-hidden="true" className="text-brand-500">
          ⬢
        </span>{" "}
        Colmeia
      </p>
      <p className="truncate text-xs text-stone-600" title={companyName}>
        {companyName}
      </p>
    </div>
  );
}
