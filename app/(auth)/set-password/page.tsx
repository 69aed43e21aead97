import type { Metadata } from "next";

import { getTranslations } from "@/lib/i18n/server";

import { AuthCard } from "../auth-card";
import { SetPasswordForm } from "./set-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("setPassword");
  return { title: t("title") };
}

// /set-password#TOKEN – a one-time link from npm run company:create: the user chooses a password.
// The token is in the fragment, read by the form in the browser (docs/security.md, "Production bootstrap").
export default async function SetPasswordPage() {
  const t = await getTranslations("setPassword");
  return (
    <AuthCard heading={t("heading")} subheading={t("subheading")}>
      <SetPasswordForm />
    </AuthCard>
  );
}
