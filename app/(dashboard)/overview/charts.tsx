"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useTranslations } from "use-intl";

import { methodLabel } from "@/components/transactions/labels";
import { ChartCard } from "@/components/ui/chart-card";
import {
  CHART_COLORS,
  chartTick,
  columnBar,
  legendLabel,
  METHOD_COLORS,
  MoneyAxis,
  moneyTooltip,
  shortDay,
} from "@/components/ui/chart-style";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { formatBRL, formatPercentBR } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";
import type { Overview } from "@/lib/schemas/reports";

// Each chart is an image with a written summary (role="img" + description) and its numbers in a
// table under "Ver dados em tabela", so nothing is only in the picture.

const numberBR = new Intl.NumberFormat("pt-BR");

type Days = Overview["byDay"];

export function VolumeChart({ days }: { days: Days }) {
  const t = useTranslations("overview.charts");
  const tColumn = useTranslations("overview.columns");
  const tOverview = useTranslations("overview");
  const best = days.reduce((a, d) => (d.grossVolume > a.grossVolume ? d : a), days[0]);
  const gross = days.reduce((s, d) => s + d.grossVolume, 0);
  const summary =
    gross === 0
      ? t("noPayments")
      : t("volumeSummary", {
          gross: formatBRL(gross),
          days: days.length,
          bestDate: formatDateBR(best.date),
          bestGross: formatBRL(best.grossVolume),
        });
  const data = days.map((d) => ({ day: shortDay(d.date), bruto: d.grossVolume, liquido: d.netVolume }));
  return (
    <ChartCard
      showTableLabel={t("showTable")}
      id="grafico-volume"
      title={t("volumeTitle")}
      summary={summary}
      table={
        <Table aria-label={t("volumeTitle")} scrollLabel={tOverview("tableRegion", { name: t("volumeTitle") })}>
          <THead>
            <Tr>
              <Th>{tColumn("date")}</Th>
              <Th className="text-right">{tColumn("transactions")}</Th>
              <Th className="text-right">{tColumn("paid")}</Th>
              <Th className="text-right">{tColumn("grossVolume")}</Th>
              <Th className="text-right">{tColumn("netVolume")}</Th>
            </Tr>
          </THead>
          <TBody>
            {days.map((d) => (
              <Tr key={d.date}>
                <Td className="whitespace-nowrap">{formatDateBR(d.date)}</Td>
                <Td className="text-right tabular-nums">{numberBR.format(d.count)}</Td>
                <Td className="text-right tabular-nums">{numberBR.format(d.paidCount)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(d.grossVolume)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(d.netVolume)}</Td>
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
          <Bar dataKey="bruto" name={tColumn("grossVolume")} fill={CHART_COLORS.gross} {...columnBar} />
          <Bar dataKey="liquido" name={tColumn("netVolume")} fill={CHART_COLORS.net} {...columnBar} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ApprovalChart({ days }: { days: Days }) {
  const t = useTranslations("overview.charts");
  const tColumn = useTranslations("overview.columns");
  const tOverview = useTranslations("overview");
  const decided = days.filter((d) => d.approvalRate !== null);
  const paid = days.reduce((s, d) => s + d.cardPaidCount, 0);
  const refused = days.reduce((s, d) => s + d.cardRefusedCount, 0);
  const summary =
    decided.length === 0
      ? t("approvalNone")
      : t("approvalSummary", { rate: formatPercentBR(paid / (paid + refused)), approved: paid, refused });
  const data = days.map((d) => ({
    day: shortDay(d.date),
    taxa: d.approvalRate === null ? null : Math.round(d.approvalRate * 1000) / 10,
  }));
  return (
    <ChartCard
      showTableLabel={t("showTable")}
      id="grafico-aprovacao"
      title={t("approvalTitle")}
      summary={summary}
      table={
        <Table aria-label={t("approvalTable")} scrollLabel={tOverview("tableRegion", { name: t("approvalTable") })}>
          <THead>
            <Tr>
              <Th>{tColumn("date")}</Th>
              <Th className="text-right">{tColumn("approved")}</Th>
              <Th className="text-right">{tColumn("refused")}</Th>
              <Th className="text-right">{tColumn("rate")}</Th>
            </Tr>
          </THead>
          <TBody>
            {days.map((d) => (
              <Tr key={d.date}>
                <Td className="whitespace-nowrap">{formatDateBR(d.date)}</Td>
                <Td className="text-right tabular-nums">{numberBR.format(d.cardPaidCount)}</Td>
                <Td className="text-right tabular-nums">{numberBR.format(d.cardRefusedCount)}</Td>
                <Td className="text-right tabular-nums">
                  {d.approvalRate === null ? "—" : formatPercentBR(d.approvalRate)}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="day" tick={chartTick} tickLine={false} minTickGap={12} />
          <YAxis
            domain={[0, 100]}
            tick={chartTick}
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(v: number) => `${v}%`}
          />
          <Tooltip formatter={(v) => `${numberBR.format(Number(v))}%`} />
          <Line
            type="linear"
            dataKey="taxa"
            name={t("approvalSeries")}
            stroke={CHART_COLORS.rate}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function MethodChart({ methods }: { methods: Overview["byMethod"] }) {
  const t = useTranslations("overview.charts");
  const tColumn = useTranslations("overview.columns");
  const tOverview = useTranslations("overview");
  const tMethod = useTranslations("paymentMethod");
  const total = methods.reduce((s, m) => s + m.grossVolume, 0);
  const data = methods
    .filter((m) => m.grossVolume > 0)
    .map((m) => ({ name: methodLabel(m.paymentMethod, tMethod), method: m.paymentMethod, value: m.grossVolume }));
  const summary =
    total === 0
      ? t("noPayments")
      : data.map((d) => `${d.name}: ${formatPercentBR(d.value / total)} (${formatBRL(d.value)})`).join("; ") + ".";
  return (
    <ChartCard
      showTableLabel={t("showTable")}
      id="grafico-metodos"
      title={t("methodTitle")}
      summary={summary}
      table={
        <Table aria-label={t("methodTitle")} scrollLabel={tOverview("tableRegion", { name: t("methodTitle") })}>
          <THead>
            <Tr>
              <Th>{tColumn("method")}</Th>
              <Th className="text-right">{tColumn("paid")}</Th>
              <Th className="text-right">{tColumn("grossVolume")}</Th>
              <Th className="text-right">{tColumn("share")}</Th>
            </Tr>
          </THead>
          <TBody>
            {methods.map((m) => (
              <Tr key={m.paymentMethod}>
                <Td>{methodLabel(m.paymentMethod, tMethod)}</Td>
                <Td className="text-right tabular-nums">{numberBR.format(m.paidCount)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatBRL(m.grossVolume)}</Td>
                <Td className="text-right tabular-nums">{total > 0 ? formatPercentBR(m.grossVolume / total) : "—"}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={1}
            isAnimationActive={false}
          >
            {data.map((d) => (
              <Cell key={d.method} fill={METHOD_COLORS[d.method]} />
            ))}
          </Pie>
          <Tooltip formatter={(v) => formatBRL(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
