import type { BoletoFileSummary } from "@/lib/client/queries/boleto-files";

type Translate = (key: `summary.${keyof BoletoFileSummary | "none"}`, values?: { count: number }) => string;

const ORDER: (keyof BoletoFileSummary)[] = ["confirmed", "paid", "partiallyPaid", "rejected", "writtenOff", "other"];

/** A retorno's occurrences in words ("2 confirmados, 1 pago"), the ones that happened only. */
export function summaryText(summary: BoletoFileSummary, t: Translate): string {
  const parts = ORDER.filter((key) => summary[key] > 0).map((key) => t(`summary.${key}`, { count: summary[key] }));
  return parts.length > 0 ? parts.join(", ") : t("summary.none");
}
