// Money and dates are formatted only here, so every screen shows the same thing.

const TIME_ZONE = "America/Sao_Paulo";
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Integer cents as BRL currency, e.g. 123456 -> "R$ 1.234,56" (with a no-break space). */
export function formatBRL(cents: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" }).format(cents / 100);
}

/**
 * Parses what people type for an amount into integer cents, or null.
 * With both separators the last one is the decimal mark ("1.234,56",
 * "1,234.56"); a lone comma is decimal (pt-BR); a lone dot is decimal when it
 * has 1–2 digits after it ("1234.56") and a thousands mark otherwise ("1.234").
 */
export function parseBRLToCents(input: string): number | null {
  let s = input.replace(/R\$/i, "").replace(/[\s\u00a0]/g, "");
  const isNegative = s.startsWith("-");
  if (isNegative) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;

  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let decimalMark: "," | "." | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? "," : ".";
  else if (lastComma >= 0) decimalMark = ",";
  else if (lastDot >= 0 && /^\d+\.\d{1,2}$/.test(s)) decimalMark = ".";

  const [integerPart = "", fractionPart = "", ...extra] = decimalMark ? s.split(decimalMark) : [s];
  if (extra.length > 0 || !/^\d{0,2}$/.test(fractionPart)) return null;

  const groupMark = decimalMark === "." ? "," : ".";
  // Grouped digits must really be in threes, or "1.23.4" would slip through.
  const isGrouped = integerPart.includes(groupMark);
  if (isGrouped && !new RegExp(`^\\d{1,3}(\\${groupMark}\\d{3})+$`).test(integerPart)) return null;
  const integerDigits = integerPart.replaceAll(groupMark, "");
  if (!/^\d*$/.test(integerDigits) || (integerDigits === "" && fractionPart === "")) return null;

  const cents = Number(integerDigits || "0") * 100 + Number(fractionPart.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return isNegative && cents !== 0 ? -cents : cents;
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

/** Integer cents as the text of an amount field, without the currency: 123456 -> "1.234,56". */
export function formatAmountInput(cents: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
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

/** A ratio (0–1) as a pt-BR percentage, e.g. 0.8735 -> "87,4%". */
export function formatPercentBR(ratio: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ratio,
  );
}
