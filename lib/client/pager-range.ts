// What a list pager prints: the rows shown and the total. The API counts a list only up to a cap
// (X-Total-Count-Capped, lib/http/respond.ts), so a capped total reads "1–20 de 10.000+".

export type PagerRange = { key: "range" | "rangeCapped"; values: { from: number; to: number; total: number } };

export function pagerRange({
  page,
  limit,
  count,
  total,
  isCapped = false,
}: {
  page: number;
  limit: number;
  count: number;
  total: number;
  isCapped?: boolean;
}): PagerRange {
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = count === 0 ? 0 : from + count - 1;
  return { key: isCapped ? "rangeCapped" : "range", values: { from, to, total } };
}
