import type { Metadata } from "next";

import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatDateTimeBR } from "@/lib/formats/time";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { pixWebhookUrl, railProviders } from "@/lib/rails";
import { railHealth } from "@/lib/rails/rail-health";

import { WebhookUrlReveal } from "./webhook-url-reveal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("railsTitle") };
}

// /settings/rails – each payment method's provider, whether it moves real money, what this instance
// has seen of the Pix PSP (last answer, webhook, reconciliation) and the webhook URL to register
// there (owners and admins; the URL holds a secret, so it stays hidden until asked for)
export default async function RailsPage() {
  const user = await requireSession();
  const t = await getTranslations("rails");
  if (user.role === "viewer")
    return (
      <p className="rounded-lg bg-white px-4 py-6 text-sm text-stone-700 shadow-sm ring-1 ring-stone-200">
        {t("ownersOnly")}
      </p>
    );
  const providers = railProviders();
  const pix = railHealth("pix");
  const when = (at: string | null) => (at ? formatDateTimeBR(at) : t("never"));
  const base = (rail: keyof typeof providers) => [
    { label: t("provider"), value: t(`providers.${providers[rail].provider}`) },
    { label: t("mode"), value: providers[rail].real ? t("real") : t("simulated") },
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-600">{t("description")}</p>
      <Card aria-labelledby="rail-pix">
        <CardHeader id="rail-pix" title={t("methods.pix")} />
        <CardContent className="space-y-6">
          <DescriptionList
            items={[
              ...base("pix"),
              { label: t("lastSuccess"), value: when(pix.lastSuccessAt) },
              ...(pix.lastFailureAt ? [{ label: t("lastFailure"), value: when(pix.lastFailureAt) }] : []),
              { label: t("lastWebhook"), value: when(pix.lastWebhookAt) },
              { label: t("lastReconciliation"), value: when(pix.lastReconciliationAt) },
            ]}
          />
          <WebhookUrlReveal url={pixWebhookUrl()} />
        </CardContent>
      </Card>
      {(["card", "boleto", "payout"] as const).map((rail) => (
        <Card key={rail} aria-labelledby={`rail-${rail}`}>
          <CardHeader id={`rail-${rail}`} title={t(`methods.${rail}`)} />
          <CardContent className="space-y-3">
            <DescriptionList items={base(rail)} />
            <p className="text-sm text-stone-600">{t("noHealth")}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
