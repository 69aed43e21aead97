"use client";

import Link from "next/link";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { LocaleSwitcher } from "@/components/i18n/locale-switcher";
import { Button } from "@/components/ui/button";

export type ShellUser = { name: string; email: string; role: "owner" | "admin" | "viewer" };

export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations("shell");
  const tRole = useTranslations("roles");
  const tAccount = useTranslations("account");
  const [isSigningOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    // redirect: false, then a full page load: next-auth's own redirect uses NEXTAUTH_URL, and the
    // reload drops every cached query of this user
    await signOut({ redirect: false });
    window.location.assign("/login");
  }

  return (
    <section aria-label={t("account")} className="border-t border-stone-200 p-4">
      <p className="truncate text-sm font-medium text-stone-900">{user.name}</p>
      <p className="truncate text-xs text-stone-600">{user.email}</p>
      <p className="mt-0.5 text-xs text-stone-600">{tRole(user.role)}</p>
      <nav aria-label={tAccount("passwordTitle")} className="mt-2 flex flex-col gap-1 text-xs">
        <Link href="/account/password" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {tAccount("passwordTitle")}
        </Link>
        <Link href="/account/two-factor" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {tAccount("twoFactorTitle")}
        </Link>
      </nav>
      <LocaleSwitcher className="mt-3" />
      <Button
        variant="secondary"
        size="sm"
        className="mt-3 w-full"
        onClick={() => void onSignOut()}
        disabled={isSigningOut}
      >
        {isSigningOut ? t("signingOut") : t("signOut")}
      </Button>
    </section>
  );
}
