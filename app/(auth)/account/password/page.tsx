import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { getSessionUser } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { AccountStepCard } from "../account-step-card";
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
  return (
    <AccountStepCard
      heading={t("passwordHeading")}
      subheading={t("passwordSubheading")}
      requiredNotice={isRequired ? t("mustChange") : null}
    >
      <ChangePasswordForm email={user.email} />
    </AccountStepCard>
  );
}
