import type { Metadata } from "next";
import { Suspense } from "react";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { DeliveriesTable } from "./deliveries-table";
import { EndpointsSection } from "./endpoints-section";
import { PostbackSecretCard } from "./postback-secret-card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("webhooks");
  return { title: t("title") };
}

// /webhooks – endpoints that receive the company's events, the postbackUrl secret, and the
// delivery log with resend. Reads and writes go through /v1 (lib/client/queries/webhooks.ts).
export default async function WebhooksPage() {
  const user = await requireSession();
  const canEdit = user.role !== "viewer";
  const t = await getTranslations("webhooks");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">{t("heading")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("description")}</p>
      </header>
      <EndpointsSection canEdit={canEdit} />
      {canEdit && <PostbackSecretCard />}
      {/* the deliveries' filters live in the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">{t("loading")}</p>}>
        <DeliveriesTable canEdit={canEdit} />
      </Suspense>
    </div>
  );
}
