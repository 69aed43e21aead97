import type { Metadata } from "next";

import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatDateTimeBR } from "@/lib/formats/time";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { pixWebhookUrl, railProviders } from "@/lib/rails";
import { railHealth } from "@/lib/rails/rail-health";
import { railHealthView, type RailMethod } from "@/lib/rails/rail-health-view";

import { WebhookUrlReveal } from "./webhook-url-reveal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("railsTitle") };
}

// /settings/rails – each payment method's provider, whether it moves real money, what this instance
// has seen of the Pix PSP (last answer, webhook, reconciliation) and of the card acquirer (last
// answer and failure), and the Pix webhook URL to register at the PSP (owners and admins; the URL
// holds a secret, so it stays hidden until asked for)
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
  const base = (rail: RailMethod) => [
    { label: t("provider"), value: t(`providers.${providers[rail].provider}`) },
    { label: t("mode"), value: providers[rail].real ? t("real") : t("simulated") },
  ];
  // the provider's last answer, and its last failure once there was one
  const calls = (rail: "pix" | "card") => {
    const view = railHealthView(rail, providers[rail]);
    if (view.kind !== "calls") return [];
    const [success, failure] =
      rail === "pix" ? (["lastSuccess", "lastFailure"] as const) : (["lastSuccessCard", "lastFailureCard"] as const);
    return [
      { label: t(success), value: when(view.lastSuccessAt) },
      ...(view.lastFailureAt ? [{ label: t(failure), value: when(view.lastFailureAt) }] : []),
    ];
  };
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-600">{t("description")}</p>
      <Card aria-labelledby="rail-pix">
        <CardHeader id="rail-pix" title={t("methods.pix")} />
        <CardContent className="space-y-6">
          <DescriptionList
            items={[
              ...base("pix"),
              ...calls("pix"),
              { label: t("lastWebhook"), value: when(pix.lastWebhookAt) },
              { label: t("lastReconciliation"), value: when(pix.lastReconciliationAt) },
            ]}
          />
          <WebhookUrlReveal url={pixWebhookUrl()} />
        </CardContent>
      </Card>
      <Card aria-labelledby="rail-card">
        <CardHeader id="rail-card" title={t("methods.card")} />
        <CardContent>
          <DescriptionList items={[...base("card"), ...calls("card")]} />
        </CardContent>
      </Card>
      {(["boleto", "payout"] as const).map((rail) => (
        <Card key={rail} aria-labelledby={`rail-${rail}`}>
          <CardHeader id={`rail-${rail}`} title={t(`methods.${rail}`)} />
          <CardContent className="space-y-3">
            <DescriptionList items={base(rail)} />
            <p className="text-sm text-stone-600">
              {t(railHealthView(rail, providers[rail]).kind === "files" ? "noHealthFiles" : "noHealth")}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
