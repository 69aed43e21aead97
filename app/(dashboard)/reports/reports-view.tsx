"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useRecipients } from "@/lib/client/queries/recipients";
import { reportSearch, useReconciliationReport } from "@/lib/client/queries/reports";
import { formatDateBR, periodDays, todayInSaoPaulo } from "@/lib/formats/time";
import { RECONCILIATION_REPORTS } from "@/lib/schemas/reconciliation";
import { MAX_REPORT_DAYS } from "@/lib/schemas/reports";

import { DailyChart, FeesChart, SplitsChart } from "./report-charts";
import { parseReportSearch, type ReportSearch, reportSearchString, thisMonth } from "./report-search";
import { DailyTable, FeesTable, SplitsTable } from "./report-tables";

export function ReportsView() {
  const t = useTranslations("reports");
  const router = useRouter();
  const pathname = usePathname();
  const urlKey = useSearchParams().toString();
  const today = todayInSaoPaulo();
  const search = useMemo(() => parseReportSearch(new URLSearchParams(urlKey), today), [urlKey, today]);
  const href = (next: ReportSearch) => {
    const qs = reportSearchString(next, today);
    return qs ? `${pathname}?${qs}` : pathname;
  };
  // each change the user makes is a history entry: Back walks back through them
  const go = (next: ReportSearch) => router.push(href(next), { scroll: false });
  const params = { from: search.from, to: search.to, recipientId: search.recipientId };

  return (
    <div className="space-y-6">
      <nav aria-label={t("tabsLabel")} className="border-b border-stone-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {RECONCILIATION_REPORTS.map((r) => (
            <li key={r}>
              <Link
                href={href({ ...search, report: r })}
                scroll={false}
                aria-current={r === search.report ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-medium",
                  r === search.report
                    ? "border-brand-600 text-brand-900"
                    : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900",
                )}
              >
                {t(`tabs.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-stone-600">{t(`about.${search.report}`)}</p>
      <Filters search={search} today={today} onChange={go} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {t("dateRange", { from: formatDateBR(search.from), to: formatDateBR(search.to) })}
        </p>
        <div className="flex gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a
              key={format}
              href={`/v1/reports/${search.report}?${reportSearch(params, format)}`}
              download
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              {t(format === "csv" ? "downloadCsv" : "downloadXlsx")}
            </a>
          ))}
        </div>
      </div>
      {search.report === "fees" ? (
        <FeesReportView params={params} />
      ) : search.report === "splits" ? (
        <SplitsReportView params={params} />
      ) : (
        <DailyReportView kind={search.report} params={params} />
      )}
    </div>
  );
}

function Filters({
  search,
  today,
  onChange,
}: {
  search: ReportSearch;
  today: string;
  onChange: (s: ReportSearch) => void;
}) {
  const t = useTranslations("reports");
  const recipients = useRecipients({ limit: "100" });
  // the dates answer at once; the report follows when both make a period the API takes
  const [draft, setDraft] = useState({ from: search.from, to: search.to });
  const [seen, setSeen] = useState(`${search.from}:${search.to}`);
  if (`${search.from}:${search.to}` !== seen) {
    setSeen(`${search.from}:${search.to}`);
    setDraft({ from: search.from, to: search.to });
  }
  const error =
    draft.from && draft.to && draft.from > draft.to
      ? t("fromAfterTo")
      : draft.from && draft.to && periodDays(draft.from, draft.to) > MAX_REPORT_DAYS
        ? t("tooLong", { max: MAX_REPORT_DAYS })
        : null;
  function changeDate(edge: "from" | "to", value: string) {
    const next = { ...draft, [edge]: value };
    setDraft(next);
    if (next.from && next.to && next.from <= next.to && periodDays(next.from, next.to) <= MAX_REPORT_DAYS)
      onChange({ ...search, ...next });
  }
  return (
    <div
      role="search"
      aria-label={t("filtersLabel")}
      className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <FormField label={t("from")} id="relatorio-de" className="w-40">
        <Input
          id="relatorio-de"
          type="date"
          value={draft.from}
          aria-describedby={error ? "relatorio-erro" : undefined}
          onChange={(e) => changeDate("from", e.target.value)}
        />
      </FormField>
      <FormField label={t("to")} id="relatorio-ate" className="w-40">
        <Input
          id="relatorio-ate"
          type="date"
          value={draft.to}
          aria-describedby={error ? "relatorio-erro" : undefined}
          onChange={(e) => changeDate("to", e.target.value)}
        />
      </FormField>
      <Button variant="ghost" size="sm" onClick={() => onChange({ ...search, ...thisMonth(today) })}>
        {t("thisMonth")}
      </Button>
      <FormField label={t("recipient")} id="relatorio-recebedor">
        <Select
          id="relatorio-recebedor"
          value={search.recipientId ? String(search.recipientId) : ""}
          onChange={(e) => onChange({ ...search, recipientId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t("allRecipients")}</option>
          {(recipients.data?.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.legalName}
            </option>
          ))}
        </Select>
      </FormField>
      {error && (
        <p id="relatorio-erro" role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Params = { from: string; to: string; recipientId?: number };
type QueryView = {
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** Loading, failure and a dimmed old report while the next period loads, around a report's body. */
function ReportFrame({ query, hasData, children }: { query: QueryView; hasData: boolean; children: ReactNode }) {
  const t = useTranslations("reports");
  const { describeApiError } = useErrorText();
  const isStale = query.isFetching && query.isPlaceholderData;
  if (query.isError && !hasData)
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-6 text-sm text-red-800 ring-1 ring-red-200">
        <p className="font-medium">{t("loadFailed")}</p>
        <p className="mt-1">{describeApiError(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  if (query.isPending || !hasData)
    return (
      <p aria-busy="true" className="text-sm text-stone-600">
        {t("loading")}
      </p>
    );
  return (
    <div aria-busy={isStale} className={cn("space-y-6", isStale && "opacity-60 transition-opacity")}>
      {children}
    </div>
  );
}

function DailyReportView({ kind, params }: { kind: "settlements" | "receivables"; params: Params }) {
  const query = useReconciliationReport(kind, params);
  const { data } = query;
  return (
    <ReportFrame query={query} hasData={!!data}>
      {data && (
        <>
          <DailyChart kind={kind} report={data} />
          <DailyTable kind={kind} report={data} />
        </>
      )}
    </ReportFrame>
  );
}

function FeesReportView({ params }: { params: Params }) {
  const query = useReconciliationReport("fees", params);
  const { data } = query;
  return (
    <ReportFrame query={query} hasData={!!data}>
      {data && (
        <>
          <FeesChart report={data} />
          <FeesTable report={data} />
        </>
      )}
    </ReportFrame>
  );
}

function SplitsReportView({ params }: { params: Params }) {
  const query = useReconciliationReport("splits", params);
  const { data } = query;
  return (
    <ReportFrame query={query} hasData={!!data}>
      {data && (
        <>
          <SplitsChart report={data} />
          <SplitsTable report={data} />
        </>
      )}
    </ReportFrame>
  );
}
