"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslations } from "use-intl";

import { methodLabel } from "@/components/transactions/labels";
import { ChartCard } from "@/components/ui/chart-card";
import {
  CHART_COLORS,
  chartTick,
  legendLabel,
  METHOD_COLORS,
  MoneyAxis,
  moneyTick,
  moneyTooltip,
  shortDay,
} from "@/components/ui/chart-style";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import type { DailyReport, FeesReport, SplitsReport } from "@/lib/schemas/reconciliation";
import { paymentMethods } from "@/lib/schemas/transactions";

// Each chart is an image with a written summary and its numbers in a table (ChartCard), so
// nothing is only in the picture; the look is the overview's (chart-style.tsx).
const monthBR = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const money = "whitespace-nowrap text-right tabular-nums";

/** Settlements and receivables: the net of each day, stacked by payment method. */
export function DailyChart({ kind, report }: { kind: "settlements" | "receivables"; report: DailyReport }) {
  const t = useTranslations("reports");
  const tMethod = useTranslations("paymentMethod");
  const title = t(kind === "settlements" ? "charts.settlementsTitle" : "charts.receivablesTitle");
  const best = report.days.reduce((a, d) => (d.net > a.net ? d : a), report.days[0]);
  const summary =
    report.totals.net === 0
      ? t("charts.dailyEmpty")
      : t("charts.dailySummary", {
          net: formatBRL(report.totals.net),
          days: report.days.length,
          bestDate: formatDateBR(best.date),
          bestNet: formatBRL(best.net),
        });
  const data = report.days.map((d) => ({ day: shortDay(d.date), ...d.netByMethod }));
  return (
    <ChartCard
      id={`grafico-${kind}`}
      title={title}
      summary={summary}
      showTableLabel={t("showTable")}
      table={
        <Table aria-label={title} scrollLabel={t("tableRegion", { name: title })}>
          <THead>
            <Tr>
              <Th>{t("columns.date")}</Th>
              {paymentMethods.map((m) => (
                <Th key={m} className="text-right">
                  {methodLabel(m, tMethod)}
                </Th>
              ))}
              <Th className="text-right">{t("columns.net")}</Th>
            </Tr>
          </THead>
          <TBody>
            {report.days.map((d) => (
              <Tr key={d.date}>
                <Td className="whitespace-nowrap">{formatDateBR(d.date)}</Td>
                {paymentMethods.map((m) => (
                  <Td key={m} className={money}>
                    {formatBRL(d.netByMethod[m])}
                  </Td>
                ))}
                <Td className={money}>{formatBRL(d.net)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="day" tick={chartTick} tickLine={false} minTickGap={12} />
          <MoneyAxis />
          <Tooltip {...moneyTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          {paymentMethods.map((m) => (
            <Bar
              key={m}
              dataKey={m}
              stackId="net"
              name={methodLabel(m, tMethod)}
              fill={METHOD_COLORS[m]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

const FEE_KINDS = [
  { key: "processingFees", color: "#d97706" },
  { key: "anticipationFees", color: "#0f766e" },
  { key: "transferFees", color: "#57534e" },
] as const;

/** Fees: a bar per month, stacked by kind of fee. */
export function FeesChart({ report }: { report: FeesReport }) {
  const t = useTranslations("reports");
  const title = t("charts.feesTitle");
  const summary = t("charts.feesSummary", {
    total: formatBRL(report.totals.total),
    processing: formatBRL(report.totals.processingFees),
    anticipation: formatBRL(report.totals.anticipationFees),
    transfer: formatBRL(report.totals.transferFees),
  });
  const data = report.months.map((m) => ({ ...m, label: monthBR(m.month) }));
  return (
    <ChartCard
      id="grafico-taxas"
      title={title}
      summary={summary}
      showTableLabel={t("showTable")}
      table={
        <Table aria-label={title} scrollLabel={t("tableRegion", { name: title })}>
          <THead>
            <Tr>
              <Th>{t("columns.month")}</Th>
              {FEE_KINDS.map((k) => (
                <Th key={k.key} className="text-right">
                  {t(`columns.${k.key}`)}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {data.map((m) => (
              <Tr key={m.month}>
                <Td>{m.label}</Td>
                {FEE_KINDS.map((k) => (
                  <Td key={k.key} className={money}>
                    {formatBRL(m[k.key])}
                  </Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="label" tick={chartTick} tickLine={false} />
          <MoneyAxis />
          <Tooltip {...moneyTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          {FEE_KINDS.map((k) => (
            <Bar
              key={k.key}
              dataKey={k.key}
              stackId="fees"
              name={t(`columns.${k.key}`)}
              fill={k.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Splits: each recipient's gross and net in the period. */
export function SplitsChart({ report }: { report: SplitsReport }) {
  const t = useTranslations("reports");
  const title = t("charts.splitsTitle");
  const summary =
    report.byRecipient.length === 0
      ? t("charts.splitsEmpty")
      : t("charts.splitsSummary", { count: report.byRecipient.length, gross: formatBRL(report.totals.gross) });
  return (
    <ChartCard
      id="grafico-divisoes"
      title={title}
      summary={summary}
      showTableLabel={t("showTable")}
      table={
        <Table aria-label={title} scrollLabel={t("tableRegion", { name: title })}>
          <THead>
            <Tr>
              <Th>{t("columns.recipient")}</Th>
              <Th className="text-right">{t("columns.gross")}</Th>
              <Th className="text-right">{t("columns.fees")}</Th>
              <Th className="text-right">{t("columns.net")}</Th>
            </Tr>
          </THead>
          <TBody>
            {report.byRecipient.map((r) => (
              <Tr key={r.recipientId}>
                <Td>{r.recipientName}</Td>
                <Td className={money}>{formatBRL(r.gross)}</Td>
                <Td className={money}>{formatBRL(r.fees)}</Td>
                <Td className={money}>{formatBRL(r.net)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={report.byRecipient}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          <XAxis type="number" tick={chartTick} tickLine={false} tickFormatter={moneyTick} />
          <YAxis type="category" dataKey="recipientName" tick={chartTick} tickLine={false} width={140} />
          <Tooltip {...moneyTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          <Bar dataKey="gross" name={t("columns.gross")} fill={CHART_COLORS.gross} isAnimationActive={false} />
          <Bar dataKey="net" name={t("columns.net")} fill={CHART_COLORS.net} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
