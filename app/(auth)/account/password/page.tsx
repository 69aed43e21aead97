import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { getSessionUser } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { AuthCard } from "../../auth-card";
import { SignOutLink } from "../sign-out-link";
import { ChangePasswordForm } from "./change-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("passwordTitle") };
}

// /account/password – the signed-in user's own password (and the required step after an owner's reset)
export default async function ChangePasswordPage() {
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/account/password")}`);
  const t = await getTranslations("account");
  const isRequired = user.pendingStep === "change_password";
  const footer = isRequired ? (
    <SignOutLink />
  ) : (
    <Link href="/overview" className="font-medium text-brand-800 underline underline-offset-2">
      {t("backToDashboard")}
    </Link>
  );
  return (
    <AuthCard heading={t("passwordHeading")} subheading={t("passwordSubheading")} footer={footer}>
      {isRequired && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
          {t("mustChange")}
        </p>
      )}
      <ChangePasswordForm email={user.email} />
    </AuthCard>
  );
}
