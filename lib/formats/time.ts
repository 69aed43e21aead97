// The one home for time (docs/money.md, "Time"). Colmeia's calendar days are São Paulo days: due
// dates, settlement and payable days, report periods, "today". A day is a string "YYYY-MM-DD"; an
// instant is a Date. Isomorphic: the server, the SQL (TIME_ZONE) and the dashboard all use it.
//
// Brazil has kept UTC−3 all year since 2019, but nothing here assumes it: the offset of an instant
// comes from the time zone database through Intl, so a day that had 23 or 25 hours (DST until 2019,
// or a future change of the rules) still starts and ends where the clocks in São Paulo said.

export const TIME_ZONE = "America/Sao_Paulo";
export const HOUR_MS = 3_600_000;
/** A duration of 24 hours. Calendar days are counted with addDays/addDaysAt, not multiples of it. */
export const DAY_MS = 86_400_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// São Paulo's wall clock of an instant, field by field (h23: midnight is 00, never 24)
const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

// São Paulo's offset from UTC for each hour of UTC time that was asked about: the rules change
// clocks only on whole hours, so within one UTC hour the offset is one. Intl's formatToParts costs
// about as much as the rest of a payment's date work; asked once per hour, it stops showing.
const offsets = new Map<number, number>();

function hourOffset(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const f: Record<string, number> = {};
    const at = hour * HOUR_MS;
    for (const p of wallClock.formatToParts(at)) if (p.type !== "literal") f[p.type] = Number(p.value);
    offset = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - at;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function fieldsOf(instant: number) {
  const wall = new Date(instant + hourOffset(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function parseDay(day: string): { y: number; m: number; d: number } {
  if (!isDay(day)) throw new RangeError(`not a calendar day YYYY-MM-DD: ${day}`);
  return { y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)), d: Number(day.slice(8, 10)) };
}

/** Whether a string is a calendar day "YYYY-MM-DD" that exists (no Feb 30, no Feb 29 of a common year). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const t = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    t.getUTCFullYear() === Number(match[1]) &&
    t.getUTCMonth() === Number(match[2]) - 1 &&
    t.getUTCDate() === Number(match[3])
  );
}

// a UTC midnight (Date.UTC of a day) back to "YYYY-MM-DD"
const dayFromUtc = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const utcOf = (day: string) => {
  const { y, m, d } = parseDay(day);
  return Date.UTC(y, m - 1, d);
};

function toMs(instant: Date | number | string): number {
  const t = typeof instant === "number" ? instant : new Date(instant).getTime();
  if (!Number.isFinite(t)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return t;
}

/** São Paulo's offset from UTC at an instant, in ms (−3 h today: −10 800 000). */
export function offsetAt(instant: Date | number): number {
  return hourOffset(toMs(instant));
}

/** The São Paulo calendar day of an instant, "YYYY-MM-DD" (23:30 UTC−3 is still that day, not UTC's next). */
export function dayOf(instant: Date | number | string): string {
  const f = fieldsOf(toMs(instant));
  return `${String(f.year).padStart(4, "0")}-${String(f.month).padStart(2, "0")}-${String(f.day).padStart(2, "0")}`;
}

/** Today's calendar day in São Paulo. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return dayOf(now);
}

// The instant São Paulo's clocks showed a wall-clock time (given as if it were UTC). Try the offset
// at two guesses; where the time was lived twice take the first, where the clocks skipped it (DST
// began) the instant after the jump.
function fromWallClock(wall: number): number {
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  const exact = [first, second].filter((t) => t + offsetAt(t) === wall);
  return exact.length ? Math.min(...exact) : Math.max(first, second);
}

/** The instant a São Paulo day starts (its first millisecond). */
export function startOfDay(day: string): Date {
  return new Date(fromWallClock(utcOf(day)));
}

/** The last millisecond of a São Paulo day (a due date is payable through it). */
export function endOfDay(day: string): Date {
  return new Date(startOfDay(addDays(day, 1)).getTime() - 1);
}

/** A calendar day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  const { y, m, d } = parseDay(day);
  return dayFromUtc(Date.UTC(y, m - 1, d + days));
}

/** Calendar days from `from` to `to` (negative when `to` comes first): dayDiff("2026-03-01", "2026-03-31") = 30. */
export function dayDiff(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** Days of the period from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return dayDiff(from, to) + 1;
}

/**
 * The same São Paulo wall-clock time `days` calendar days later (or earlier): D+30 of a payment made
 * at 14:00 is 14:00 thirty São Paulo days later. Without a change of offset in between it is exactly
 * `days` × 24 h.
 */
export function addDaysAt(instant: Date, days: number): Date {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  const t = toMs(instant);
  return new Date(fromWallClock(t + offsetAt(t) + days * DAY_MS));
}

/** Day of the week of a calendar day: 0 Sunday, 1 Monday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(utcOf(day)).getUTCDay();
}

/** Day of the month of a calendar day, 1–31. */
export function dayOfMonth(day: string): number {
  return parseDay(day).d;
}

/** The Monday of the (ISO, Monday to Sunday) week a day is in. */
export function startOfWeek(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** The Sunday that ends the week a day is in. */
export function endOfWeek(day: string): string {
  return addDays(startOfWeek(day), 6);
}

/** The first day of a day's month. */
export function startOfMonth(day: string): string {
  const { y, m } = parseDay(day);
  return dayFromUtc(Date.UTC(y, m - 1, 1));
}

/** The last day of a day's month (28, 29, 30 or 31). */
export function endOfMonth(day: string): string {
  const { y, m } = parseDay(day);
  return dayFromUtc(Date.UTC(y, m, 0));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  return date;
}

// Dates are printed in Brazilian format (day first, 24-hour clock) in both of the dashboard's
// languages, like money (./money.ts): no locale parameter, so every page prints them alike.
const dateTimeBR = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateBR = (timeZone: string) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
const dateInSaoPaulo = dateBR(TIME_ZONE);
const calendarDate = dateBR("UTC");

/** Date and time as seen in São Paulo, e.g. "15/03/2026, 09:00". */
export function formatDateTimeBR(value: string | Date): string {
  return dateTimeBR.format(toDate(value));
}

/**
 * Calendar date as seen in São Paulo, e.g. "15/03/2026". A "YYYY-MM-DD"
 * string is already a calendar day (a due date), so it is printed as is
 * instead of being read as UTC midnight and shifted to the previous day.
 */
export function formatDateBR(value: string | Date): string {
  const isCalendarDay = typeof value === "string" && DATE_ONLY.test(value);
  return (isCalendarDay ? calendarDate : dateInSaoPaulo).format(toDate(value));
}
