import "server-only";

import { formatDateTimeBR } from "./time";

// CSV as a pt-BR spreadsheet reads it: semicolons, decimal commas, São Paulo time, a BOM so the
// accents survive, and no formula smuggled in by text a payer typed.
export const CSV_BOM = "\uFEFF";

/** 123456 → "1234,56": a number a pt-BR spreadsheet reads as such. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break. Free text typed by payers
 * that starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet never runs it.
 */
export function csvField(value: string | number | null | undefined, isText = false): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (isText && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  // one record per line: line breaks inside text become spaces
  s = s.replace(/\r\n|\r|\n/g, " ");
  return /[";]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvLine(fields: string[]): string {
  return `${fields.join(";")}\r\n`;
}

/** A moment as the merchant's spreadsheet shows it: "14/03/2026 10:45" in São Paulo time. */
export function csvDateTime(at: Date): string {
  return formatDateTimeBR(at).replace(",", "");
}
