import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { EmailSettingsCard } from "./email-settings-card";
import { EmailsTable } from "./emails-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("emails");
  return { title: t("title") };
}

// /settings/emails – which e-mails the company sends, my alerts (GET|PATCH /v1/email-settings) and
// what was sent (GET /v1/emails)
export default async function EmailsPage() {
  const user = await requireSession();
  const t = await getTranslations("emails");
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-stone-600">{t("description")}</p>
      <EmailSettingsCard canChangeCompany={user.role !== "viewer"} />
      <EmailsTable />
    </div>
  );
}
