import type { Metadata } from "next";
import { Suspense } from "react";

import { getOnboarding } from "@/lib/domain/companies/get-onboarding";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { BalanceStrip } from "./balance-strip";
import { GettingStarted } from "./getting-started";
import { OverviewView } from "./overview-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("overview");
  return { title: t("title") };
}

// /overview – the dashboard's home: volumes, approval, refunds and chargebacks of a period
// (GET /v1/reports/overview); the period is kept in the URL
export default async function OverviewPage() {
  const t = await getTranslations("overview");
  const user = await requireSession();
  const onboarding = await getOnboarding(user.companyId);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("subheading")}</p>
      </header>
      <GettingStarted companyId={user.companyId} {...onboarding} />
      <BalanceStrip />
      {/* the view reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <OverviewView />
      </Suspense>
    </div>
  );
}
