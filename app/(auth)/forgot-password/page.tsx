import type { Metadata } from "next";

import { getTranslations } from "@/lib/i18n/server";

import { AuthCard } from "../auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("forgotPassword");
  return { title: t("title") };
}

// /forgot-password – asks for a one-time password link by e-mail (docs/email.md, password_reset)
export default async function ForgotPasswordPage() {
  const t = await getTranslations("forgotPassword");
  return (
    <AuthCard heading={t("heading")} subheading={t("subheading")}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
