import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { LocaleSwitcher } from "@/components/i18n/locale-switcher";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { LoginForm } from "./login-form";
import { safeCallbackPath } from "@/lib/auth/safe-callback-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("title") };
}

// /login – e-mail and password sign-in for the dashboard
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // only same-origin paths: an open redirect after login would be a phishing aid
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl);
  if (await getSessionUser()) redirect(callbackUrl);
  const t = await getTranslations("login");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <p className="text-3xl" aria-hidden="true">⬢</p>
          <h1 className="mt-2 text-2xl font-semibold text-stone-900">{t("heading")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("subheading")}</p>
        </div>
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <LoginForm callbackUrl={callbackUrl} />
        </div>
        <LocaleSwitcher className="mt-4 justify-center" />
      </div>
    </main>
  );
}
