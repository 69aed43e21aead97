"use client";

import { useTranslations } from "use-intl";

import { formatBRL, formatPercentBR } from "@/lib/formats/money";
import type { OverviewFigures } from "@/lib/schemas/reports";

type Kpi = { label: string; value: string; hint: string };
type KpiTranslator = ReturnType<typeof useTranslations<"overview.kpis">>;

function kpis(f: OverviewFigures, t: KpiTranslator): Kpi[] {
  return [
    {
      label: t("grossVolume"),
      value: formatBRL(f.grossVolume),
      hint: t("grossVolumeHint", { paid: f.paidCount, count: f.count }),
    },
    {
      label: t("netVolume"),
      value: formatBRL(f.netVolume),
      // exactly what came off the gross volume, each part on its own
      hint: t("netVolumeHint", {
        fees: formatBRL(f.fees),
        refunds: formatBRL(f.refundedAmount),
        chargebacks: formatBRL(f.chargebackAmount),
        disputes: formatBRL(f.disputedAmount),
      }),
    },
    {
      label: t("approvalRate"),
      value: f.approvalRate === null ? "—" : formatPercentBR(f.approvalRate),
      hint:
        f.approvalRate === null
          ? t("approvalRateNone")
          : t("approvalRateHint", { approved: f.cardPaidCount, refused: f.cardRefusedCount }),
    },
    { label: t("averageTicket"), value: formatBRL(f.averageTicket), hint: t("averageTicketHint") },
    { label: t("refunds"), value: formatBRL(f.refundedAmount), hint: t("refundsHint", { count: f.refundCount }) },
    {
      label: t("chargebacks"),
      value: formatBRL(f.chargebackAmount),
      // an open dispute already holds its amount (it is out of the net volume): say how much
      hint:
        f.disputeCount > 0
          ? t("chargebacksOpenHint", {
              count: f.chargebackCount,
              open: f.disputeCount,
              held: formatBRL(f.disputedAmount),
            })
          : t("chargebacksHint", { count: f.chargebackCount }),
    },
  ];
}

/** The period's headline numbers as a description list of cards. */
export function KpiGrid({ totals }: { totals: OverviewFigures }) {
  const t = useTranslations("overview.kpis");
  return (
    <section aria-labelledby="indicadores">
      <h2 id="indicadores" className="sr-only">
        {t("heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {kpis(totals, t).map((k) => (
          <div key={k.label} className="min-w-0 rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
            <dt className="text-sm font-medium text-stone-600">{k.label}</dt>
            <dd className="mt-1 break-words text-lg font-semibold tabular-nums text-stone-900 sm:text-2xl">
              {k.value}
            </dd>
            <dd className="mt-1 text-xs text-stone-600">{k.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function KpiGridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="h-4 w-1/2 rounded bg-stone-100" />
          <div className="mt-3 h-7 w-2/3 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
