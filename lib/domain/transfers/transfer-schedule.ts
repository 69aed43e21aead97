// When a recipient's automatic transfers run (docs/money.md, "Automatic transfers"), on São Paulo
// calendar days: daily; weekly on a weekday (transferDay 1–5, Monday–Friday); monthly on a day of
// the month (transferDay 1–28, a day every month has). Pure date arithmetic, shared by the sweep,
// the API's `nextAutomaticTransferOn` and the dashboard.

import { addDays, dayOfMonth, weekday } from "@/lib/formats/time";
import type { transferIntervals } from "@/lib/schemas/recipients";

export type TransferInterval = (typeof transferIntervals)[number];

export function isTransferDay(interval: string, transferDay: number, day: string): boolean {
  if (interval === "daily") return true;
  if (interval === "weekly") return weekday(day) === transferDay;
  if (interval === "monthly") return dayOfMonth(day) === transferDay;
  return false;
}

/** The next day (from `from`, inclusive) the schedule runs, or null for manual transfers. */
export function nextTransferDay(interval: string, transferDay: number, from: string): string | null {
  if (!["daily", "weekly", "monthly"].includes(interval)) return null;
  for (let i = 0; i < 31; i++) {
    const day = addDays(from, i);
    if (isTransferDay(interval, transferDay, day)) return day;
  }
  return null;
}

/** Why a schedule is not valid, or null: weekly needs a weekday 1–5, monthly a day 1–28. */
export function scheduleProblem(interval: string, transferDay: number): string | null {
  if (interval === "weekly" && !(transferDay >= 1 && transferDay <= 5))
    return "a weekly transfer needs transferDay 1–5 (Monday–Friday)";
  if (interval === "monthly" && !(transferDay >= 1 && transferDay <= 28))
    return "a monthly transfer needs transferDay 1–28";
  return null;
}
