import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { getSessionUser } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { env } from "@/lib/platform/env";

import { AuthCard } from "../auth-card";
import { SignUpForm } from "./signup-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("signup");
  return { title: t("title") };
}

// /signup – a new company and its owner, when the operator opened sign-up (SIGNUP=open, sandbox)
export default async function SignUpPage() {
  if (await getSessionUser()) redirect("/overview");
  const t = await getTranslations("signup");
  const signIn = (
    <>
      {t("hasAccount")}{" "}
      <Link href="/login" className="font-medium text-brand-800 underline underline-offset-2">
        {t("signIn")}
      </Link>
    </>
  );
  if (!env.isSandbox || !env.isSignupOpen)
    return (
      <AuthCard heading={t("closedHeading")} subheading={t("closed")} footer={signIn}>
        <p className="text-sm text-stone-700">{t("closed")}</p>
      </AuthCard>
    );
  return (
    <AuthCard heading={t("heading")} subheading={t("subheading")} footer={signIn}>
      <SignUpForm />
    </AuthCard>
  );
}
