import { createHash } from "node:crypto";
import { databaseUrl, openPglite, pgPool } from "./db-adapter";

// Hand-written SQL for the hot paths (API-key lookup, rate limits, creating and listing
// transactions), on the same connections Prisma uses. Prisma's query compiler costs several
// milliseconds of CPU per request there (docs/benchmarks.md); everything else stays on Prisma.
//
// Portable across node-postgres and PGlite by convention: parameters are strings, numbers or
// booleans (timestamps as `sqlTimestamp`, arrays as `sqlArray`, JSON as a string cast to jsonb),
// and anything with a date in it is selected as JSON and revived by the caller, so neither
// driver's type parsing is relied on.

export type SqlQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

// On PostgreSQL every statement is a named prepared statement (per connection, keyed by its
// text): planning the list and create statements costs more than running them (~2 ms against
// ~1 ms), and a prepared statement is planned once per connection. Statement texts are fixed
// per filter combination; values (paging included) are always parameters.
const prepared = (text: string, values: unknown[]) => ({ name: `colmeia_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`, text, values });

export const sql: SqlQuery = async <T,>(text: string, params: unknown[] = []) => {
  if (databaseUrl()) return (await (await pgPool()).query(prepared(text, params))).rows as T[];
  return (await (await openPglite()).query<T>(text, params)).rows;
};

/** A `timestamp` (UTC, no zone) literal: what Prisma stores for DateTime columns. */
export const sqlTimestamp = (d: Date) => d.toISOString().slice(0, 23);

/** A PostgreSQL array literal, so both drivers send arrays the same way (cast it: `$1::int[]`). */
export const sqlArray = (values: readonly (string | number)[]) => `{${values.map((v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** Revives a timestamp that came through row_to_json / json_build_object (UTC without zone). */
export function jsonDate(value: string): Date;
export function jsonDate(value: string | null): Date | null;
export function jsonDate(value: string | null): Date | null {
  if (value === null) return null;
  // timestamp columns come without a zone (they hold UTC); anything that names one is kept
  return new Date(value.endsWith("Z") || /[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`);
}

/** Collects positional parameters while a statement is assembled: `p(value)` returns `$n`. */
export function sqlParams(params: unknown[] = []) {
  const p = (value: unknown) => `$${params.push(value)}`;
  return { p, params };
}
