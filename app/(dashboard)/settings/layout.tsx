import type { ReactNode } from "react";

import { getTranslations } from "@/lib/i18n/server";

import { SettingsTabs } from "./settings-tabs";

// /settings/* – the company profile, API keys and team, one tab each.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("settings");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("heading")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
      </header>
      <SettingsTabs />
      {children}
    </div>
  );
}
