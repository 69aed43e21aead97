import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { twoFactorEnabledAt } from "@/lib/domain/users/two-factor";
import { formatDateTimeBR } from "@/lib/formats/time";
import { getSessionUser } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { AccountStepCard } from "../account-step-card";
import { TwoFactorSetup } from "./two-factor-setup";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("twoFactorTitle") };
}

// /account/two-factor – turn TOTP two-factor sign-in on or off (the required step when the company requires it)
export default async function TwoFactorPage() {
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent("/account/two-factor")}`);
  if (user.pendingStep === "change_password") redirect("/account/password");
  const t = await getTranslations("account");
  const totpEnabledAt = await twoFactorEnabledAt({ userId: user.id });
  const isRequired = user.pendingStep === "enable_two_factor";
  return (
    <AccountStepCard
      heading={t("twoFactorHeading")}
      subheading={t("twoFactorSubheading")}
      requiredNotice={isRequired ? t("twoFactorRequired") : null}
    >
      <TwoFactorSetup enabledSince={totpEnabledAt ? formatDateTimeBR(totpEnabledAt.toISOString()) : null} />
    </AccountStepCard>
  );
}
