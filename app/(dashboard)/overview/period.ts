import { addDays, periodDays } from "@/lib/formats/time";
import { isoDate } from "@/lib/schemas/common";
import { MAX_REPORT_DAYS } from "@/lib/schemas/reports";

// The overview's period lives in the URL: ?period=7d, or ?period=custom&from=…&to=… (São Paulo
// days). A value the API would refuse falls back to the last 30 days instead of an error page.
// Each value's name is the "overview.period" message of the same key.

export const PERIODS = [
  { value: "today", days: 1 },
  { value: "7d", days: 7 },
  { value: "30d", days: 30 },
  { value: "90d", days: 90 },
  { value: "custom", days: 0 },
] as const;

export type PeriodKey = (typeof PERIODS)[number]["value"];
export type Period = { key: PeriodKey; from: string; to: string };

const DEFAULT: PeriodKey = "30d";

function isDay(value: string | null): value is string {
  return value !== null && isoDate.safeParse(value).success;
}

export function parsePeriod(params: URLSearchParams, today: string): Period {
  const key = PERIODS.find((p) => p.value === params.get("period"))?.value ?? DEFAULT;
  if (key === "custom") {
    const from = params.get("from");
    const to = params.get("to");
    if (isDay(from) && isDay(to) && from <= to && periodDays(from, to) <= MAX_REPORT_DAYS) return { key, from, to };
    return parsePeriod(new URLSearchParams(), today);
  }
  const days = PERIODS.find((p) => p.value === key)!.days;
  return { key, from: addDays(today, -(days - 1)), to: today };
}

export function periodSearch(period: Period): string {
  if (period.key === DEFAULT) return "";
  const params = new URLSearchParams({ period: period.key });
  if (period.key === "custom") {
    params.set("from", period.from);
    params.set("to", period.to);
  }
  return params.toString();
}
