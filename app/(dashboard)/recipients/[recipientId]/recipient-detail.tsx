"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { type Recipient, useRecipient } from "@/lib/client/queries/recipients";
import { formatDocument } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR, formatDateTimeBR } from "@/lib/formats/time";

import { BankAccountsCard } from "./bank-accounts-card";
import { PixKeysCard } from "./pix-keys-card";
import { RecipientTransfersCard } from "./recipient-transfers-card";

export function RecipientDetail({
  initialRecipient,
  canEdit,
  isOwner,
}: {
  initialRecipient: Recipient;
  canEdit: boolean;
  isOwner: boolean;
}) {
  const t = useTranslations("recipientDetail");
  const tSettings = useTranslations("transferSettings");
  const { data } = useRecipient(initialRecipient.id, initialRecipient);
  const r = data ?? initialRecipient;
  const settings = r.transferSettings;

  return (
    <div className="space-y-6">
      <Link href="/recipients" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {t("back")}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-semibold text-stone-900">{r.legalName}</h1>
            {r.isDefault && <Badge tone="amber">{t("yourCompany")}</Badge>}
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {t("subtitle", {
              document: `${r.document.type.toUpperCase()} ${formatDocument(r.document.number)}`,
              date: formatDateTimeBR(r.createdAt),
            })}
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Link href={`/transfers/new?recipientId=${r.id}`} className={buttonClasses()}>
              {t("newTransfer")}
            </Link>
            <Link href={`/recipients/${r.id}/edit`} className={buttonClasses({ variant: "secondary" })}>
              {t("edit")}
            </Link>
          </div>
        )}
      </header>

      <section aria-labelledby="saldo" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <h2 id="saldo" className="sr-only">
          {t("balance")}
        </h2>
        <BalanceTile label={t("available")} value={r.balance.available} hint={t("availableHint")} isMain />
        <BalanceTile label={t("waitingFunds")} value={r.balance.waitingFunds} hint={t("waitingFundsHint")} />
        <BalanceTile label={t("inTransit")} value={r.balance.inTransit} hint={t("inTransitHint")} />
        <BalanceTile label={t("transferred")} value={r.balance.transferred} hint={t("transferredHint")} />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BankAccountsCard recipientId={r.id} canEdit={canEdit} isOwner={isOwner} />
          <PixKeysCard recipientId={r.id} isOwner={isOwner} />
          <RecipientTransfersCard recipientId={r.id} />
        </div>
        <Card aria-labelledby="dados">
          <CardHeader id="dados" title={t("detailsTitle")} />
          <CardContent>
            <DescriptionList
              items={[
                { label: t("email"), value: r.email ?? "—" },
                {
                  label: t("transfers"),
                  value: settings.transferEnabled ? t("transfersEnabled") : t("transfersDisabled"),
                },
                {
                  label: tSettings("interval"),
                  value: <AutomaticTransfer settings={settings} />,
                },
                {
                  label: t("automaticAnticipation"),
                  value: settings.automaticAnticipationEnabled
                    ? t("anticipationOn", { percent: String(settings.anticipatableVolumePercentage) })
                    : t("anticipationOff"),
                },
                { label: t("id"), value: <span className="font-mono">{r.id}</span> },
              ]}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function BalanceTile({ label, value, hint, isMain }: { label: string; value: number; hint: string; isMain?: boolean }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p
        className={
          isMain
            ? "mt-1 text-2xl font-semibold tabular-nums text-stone-900"
            : "mt-1 text-xl font-semibold tabular-nums text-stone-800"
        }
      >
        {formatBRL(value)}
      </p>
      <p className="mt-1 text-xs text-stone-600">{hint}</p>
    </div>
  );
}

// "Semanal, quarta-feira · próxima em 25/11/2026 · mínimo R$ 100,00" ("Weekly, Wednesday · …": each
// language writes the weekday in a sentence its own way), or "Manual (só quando pedida)"
function AutomaticTransfer({ settings }: { settings: Recipient["transferSettings"] }) {
  const t = useTranslations("transferSettings");
  if (settings.transferInterval === "manual") return <>{t("intervals.manual")}</>;
  const when =
    settings.transferInterval === "weekly"
      ? `, ${t("onWeekday", { day: String(settings.transferDay) })}`
      : settings.transferInterval === "monthly"
        ? `, ${t("onDay", { day: String(settings.transferDay) })}`
        : "";
  return (
    <>
      {t(`intervals.${settings.transferInterval}`)}
      {when}
      {settings.nextAutomaticTransferOn && (
        <> · {t("next", { date: formatDateBR(settings.nextAutomaticTransferOn) })}</>
      )}
      {settings.transferMinimumAmount > 0 && (
        <> · {t("minimumShort", { amount: formatBRL(settings.transferMinimumAmount) })}</>
      )}
    </>
  );
}
