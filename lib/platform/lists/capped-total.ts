import "server-only";

// Counting every match of a broad filter over millions of rows would cost more than the page
// itself, so list totals are exact up to this cap and reported as capped beyond it
// (X-Total-Count and X-Total-Count-Capped, docs/api.md).
export const COUNT_CAP = 10_000;

/** What to ask the database for: one more than the cap, so "more than the cap" can be told apart. */
export const COUNT_TAKE = COUNT_CAP + 1;

/** A list's total from a count taken with COUNT_TAKE. */
export function cappedTotal(counted: number): { total: number; isTotalCapped: boolean } {
  return { total: Math.min(counted, COUNT_CAP), isTotalCapped: counted > COUNT_CAP };
}
