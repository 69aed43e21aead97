// Money is formatted only here, so every screen shows the same thing (dates: ./time.ts). Always in
// Brazilian format, whatever language the dashboard speaks: amounts are reais and the merchants and
// their payers read them as their bank shows them (docs/dashboard.md, "Language"). No locale parameter,
// so a page cannot print "R$1,234.56" beside another's "R$ 1.234,56".

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const brlCompact = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});
const percent2 = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent1 = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Integer cents as BRL currency, e.g. 123456 -> "R$ 1.234,56" (with a no-break space). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

/** Short BRL for chart axes, e.g. 123456789 -> "R$ 1,2 mi". */
export function formatBRLCompact(cents: number): string {
  return brlCompact.format(cents / 100);
}

/** A monthly rate in hundredths of a percent (pricing's unit) as a percentage: 299 -> "2,99%". */
export function formatMonthlyRate(hundredthsOfPercent: number): string {
  return percent2.format(hundredthsOfPercent / 10_000);
}

/** A ratio (0–1) as a pt-BR percentage, e.g. 0.8735 -> "87,4%". */
export function formatPercentBR(ratio: number): string {
  return percent1.format(ratio);
}
