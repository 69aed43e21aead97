import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { getSessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { getTranslations } from "@/lib/i18n/server";
import { formatDateTimeBR } from "@/lib/money";

import { AuthCard } from "../../auth-card";
import { SignOutLink } from "../sign-out-link";
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
  const { totpEnabledAt } = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { totpEnabledAt: true },
  });
  const isRequired = user.pendingStep === "enable_two_factor";
  const footer = isRequired ? (
    <SignOutLink />
  ) : (
    <Link href="/overview" className="font-medium text-brand-800 underline underline-offset-2">
      {t("backToDashboard")}
    </Link>
  );
  return (
    <AuthCard heading={t("twoFactorHeading")} subheading={t("twoFactorSubheading")} footer={footer}>
      {isRequired && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
          {t("twoFactorRequired")}
        </p>
      )}
      <TwoFactorSetup enabledSince={totpEnabledAt ? formatDateTimeBR(totpEnabledAt.toISOString()) : null} />
    </AuthCard>
  );
}
