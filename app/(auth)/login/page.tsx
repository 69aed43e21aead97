import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { safeCallbackPath } from "@/lib/http/auth/safe-callback-path";
import { getSessionUser } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { env } from "@/lib/platform/env";

import { AuthCard } from "../auth-card";
import { LoginForm } from "./login-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("title") };
}

// /login – e-mail and password sign-in for the dashboard
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // only same-origin paths: an open redirect after login would be a phishing aid
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl);
  if (await getSessionUser()) redirect(callbackUrl);
  const t = await getTranslations("login");
  const s = await getTranslations("signup");
  // the way to sign up is offered only where the operator opened it
  const footer = env.isSandbox && env.isSignupOpen && (
    <>
      {s("noAccount")}{" "}
      <Link href="/signup" className="font-medium text-brand-800 underline underline-offset-2">
        {s("create")}
      </Link>
    </>
  );
  return (
    <AuthCard heading={t("heading")} subheading={t("subheading")} footer={footer || undefined}>
      <LoginForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
