import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { CompanyProfile } from "./company-profile";
import { RequireTwoFactorCard } from "./require-two-factor-card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("companyTitle") };
}

// /settings – the company profile: GET and PATCH /v1/company
export default async function CompanySettingsPage() {
  const user = await requireSession();
  return (
    <div className="space-y-6">
      <CompanyProfile canEdit={user.role !== "viewer"} />
      {user.role === "owner" && <RequireTwoFactorCard />}
    </div>
  );
}
