"use client";

import { YAxis } from "recharts";

import { formatBRL, formatBRLCompact } from "@/lib/formats/money";

// The one look of the dashboard's charts (overview, receivables, reports): colours, axis ticks,
// legend labels and the money axis, so a chart on one screen reads like a chart on another.

export const CHART_COLORS = { gross: "#d97706", net: "#57534e", rate: "#b45309", grid: "#e7e5e4", tick: "#57534e" };
export const METHOD_COLORS: Record<string, string> = { credit_card: "#d97706", pix: "#0f766e", boleto: "#57534e" };
export const chartTick = { fill: CHART_COLORS.tick, fontSize: 12 };
/** "2026-12-07" → "07/12", an axis label. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** Compact reais on a money axis ("R$ 1,2 mil"). */
export const moneyTick = (v: number) => formatBRLCompact(v);
/** A tooltip of money: <Tooltip {...moneyTooltip} />. */
export const moneyTooltip = { formatter: (v: unknown) => formatBRL(Number(v)), cursor: { fill: "#f5f5f4" } };
/** The columns of a column chart: still, with rounded tops: <Bar {...columnBar} … />. */
export const columnBar = { isAnimationActive: false, radius: [3, 3, 0, 0] as [number, number, number, number] };
// legend labels in the text color, not the series color (which is too light for small text)
export const legendLabel = (value: string) => <span style={{ color: "#44403c" }}>{value}</span>;

/** A Y axis of money. */
export function MoneyAxis() {
  return <YAxis tick={chartTick} tickLine={false} axisLine={false} width={72} tickFormatter={moneyTick} />;
}
