// Money and dates are formatted only here, so every screen shows the same thing.

const TIME_ZONE = "America/Sao_Paulo";
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Integer cents as BRL currency, e.g. 123456 -> "R$ 1.234,56" (with a no-break space). */
export function formatBRL(cents: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" }).format(cents / 100);
}

function toDate(value: string | Date): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  return date;
}

/** Date and time as seen in São Paulo, e.g. "15/03/2026, 09:00". */
export function formatDateTimeBR(value: string | Date, locale = "pt-BR"): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(toDate(value));
}

/**
 * Calendar date as seen in São Paulo, e.g. "15/03/2026". A "YYYY-MM-DD"
 * string is already a calendar day (a due date), so it is printed as is
 * instead of being read as UTC midnight and shifted to the previous day.
 */
export function formatDateBR(value: string | Date, locale = "pt-BR"): string {
  const isCalendarDay = typeof value === "string" && DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(locale, {
    timeZone: isCalendarDay ? "UTC" : TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(toDate(value));
}

/** Short BRL for chart axes, e.g. 123456789 -> "R$ 1,2 mi". */
export function formatBRLCompact(cents: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "BRL",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

/** A monthly rate in hundredths of a percent (pricing's unit) as a percentage: 299 -> "2,99%". */
export function formatMonthlyRate(hundredthsOfPercent: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredthsOfPercent / 10_000,
  );
}

/** A ratio (0–1) as a pt-BR percentage, e.g. 0.8735 -> "87,4%". */
export function formatPercentBR(ratio: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ratio,
  );
}
