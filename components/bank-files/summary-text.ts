/**
 * A retorno's occurrences in words ("2 confirmados, 1 pago"; "2 pagas, 1 recusada"), the ones that
 * happened only, in the rail's order; `word(key, count)` is the rail's message for one counter.
 */
export function summaryText<K extends string>(
  summary: Record<K, number>,
  order: readonly K[],
  word: (key: K | "none", count: number) => string,
): string {
  const parts = order.filter((key) => summary[key] > 0).map((key) => word(key, summary[key]));
  return parts.length > 0 ? parts.join(", ") : word("none", 0);
}
