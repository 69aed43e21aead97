// The banks' calendar: the days Brazilian banks clear payments. A boleto due on a day the banks are
// closed (a Saturday, a Sunday or a national bank holiday) can be paid on the next day they open
// with nothing added (docs/rails.md, Boleto rail, "Judging a payment"). Local holidays (a state's or
// a city's) are not known here: the bank's own retorno reports what it charged on those days.

import { addDays, weekday } from "./time";

// national holidays on a fixed date (MM-DD); Black Consciousness Day (11-20) from 2024
const FIXED = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "12-25"];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayCache = new Map<number, Set<string>>();

/** National days banks close: fixed holidays, Carnival Monday and Tuesday, Good Friday, Corpus Christi. */
export function bankHolidays(year: number): ReadonlySet<string> {
  let days = holidayCache.get(year);
  if (!days) {
    const y = String(year).padStart(4, "0");
    const easter = easterSunday(year);
    days = new Set([
      ...FIXED.filter((md) => md !== "11-20").map((md) => `${y}-${md}`),
      ...(year >= 2024 ? [`${y}-11-20`] : []),
      addDays(easter, -48), // Carnival Monday
      addDays(easter, -47), // Carnival Tuesday
      addDays(easter, -2), // Good Friday
      addDays(easter, 60), // Corpus Christi
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

/** Whether banks clear payments on a calendar day "YYYY-MM-DD". */
export function isBankDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day itself when banks open on it, else the next day they do. */
export function nextBankDay(day: string): string {
  let d = day;
  while (!isBankDay(d)) d = addDays(d, 1);
  return d;
}
