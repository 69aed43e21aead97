import type { Metadata } from "next";
import { Suspense } from "react";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { ReportsView } from "./reports-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reports");
  return { title: t("title") };
}

// /reports – the reconciliation reports (GET /v1/reports/{settlements,fees,splits,receivables}):
// a chart, a table and the CSV and XLSX files of each; report, period and recipient live in the URL
export default async function ReportsPage() {
  await requireSession();
  const t = await getTranslations("reports");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("subheading")}</p>
      </header>
      {/* the view reads the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <ReportsView />
      </Suspense>
    </div>
  );
}
