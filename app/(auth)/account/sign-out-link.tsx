"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "use-intl";

/** Leaving from a page that stands between the user and the dashboard (a required step). */
export function SignOutLink() {
  const t = useTranslations("account");
  return (
    <button
      type="button"
      className="font-medium text-brand-800 underline underline-offset-2"
      onClick={() => void signOut({ redirect: false }).then(() => window.location.assign("/login"))}
    >
      {t("signOut")}
    </button>
  );
}
