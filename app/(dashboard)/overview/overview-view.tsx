"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useOverview } from "@/lib/client/queries/reports";
import { formatDateBR } from "@/lib/formats/time";
import { todayInSaoPaulo } from "@/lib/formats/time";

import { ApprovalChart, MethodChart, VolumeChart } from "./charts";
import { KpiGrid, KpiGridSkeleton } from "./kpi-grid";
import { MethodTable } from "./method-table";
import { parsePeriod, type Period, periodSearch } from "./period";
import { PeriodPicker } from "./period-picker";

export function OverviewView() {
  const t = useTranslations("overview");
  const { describeApiError } = useErrorText();
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const today = todayInSaoPaulo();
  const period = useMemo(() => parsePeriod(new URLSearchParams(urlKey), today), [urlKey, today]);
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useOverview({
    from: period.from,
    to: period.to,
  });
  const isStale = isFetching && isPlaceholderData;

  function go(next: Period) {
    const qs = periodSearch(next);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PeriodPicker period={period} today={today} onChange={go} />
        <p className="text-sm text-stone-600" aria-live="polite">
          {period.from === period.to
            ? formatDateBR(period.from)
            : t("dateRange", { from: formatDateBR(period.from), to: formatDateBR(period.to) })}
          {isStale && <> · {t("updating")}</>}
        </p>
      </div>

      {isError && !data ? (
        <div role="alert" className="rounded-lg bg-red-50 p-6 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-medium">{t("loadFailed")}</p>
          <p className="mt-1">{describeApiError(error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : isPending || !data ? (
        <div aria-busy="true">
          <span className="sr-only">{t("loadingFigures")}</span>
          <KpiGridSkeleton />
        </div>
      ) : (
        <div aria-busy={isStale} className={isStale ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"}>
          <KpiGrid totals={data.totals} />
          {data.totals.count === 0 ? (
            <div className="rounded-lg bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
              <p className="font-medium text-stone-900">{t("emptyTitle")}</p>
              <p className="mt-1 text-sm text-stone-600">{t("emptyHint")}</p>
            </div>
          ) : (
            <>
              <VolumeChart days={data.byDay} />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <ApprovalChart days={data.byDay} />
                <MethodChart methods={data.byMethod} />
              </div>
              <MethodTable methods={data.byMethod} totals={data.totals} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
