// Money is formatted only here, so every screen shows the same thing (dates: ./time.ts).

/** Integer cents as BRL currency, e.g. 123456 -> "R$ 1.234,56" (with a no-break space). */
export function formatBRL(cents: number, locale = "pt-BR"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" }).format(cents / 100);
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
