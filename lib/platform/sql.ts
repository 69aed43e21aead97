import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

import type { Prisma } from "@/generated/prisma/client";

import { databaseUrl, isPooled, openPglite, pgPool } from "./db-adapter";
import { pgliteQuery } from "./pglite-prepared";
import { isTracing, statementSpan } from "./tracing";

// The one way to write SQL by hand: the `sql` tagged template. Every interpolated value becomes a
// parameter ($1, $2, …); the only text that can enter a statement is the template's own, a nested
// `sql` fragment, or the explicit helpers below for constant identifiers and fragments. The row
// type is declared once, on the statement: sql<{ id: number }>`SELECT "id" FROM …`.
//
// Two runners, by connection:
// - runSql(statement): the hot paths (API-key lookup, rate limits, creating, reading and listing
//   transactions) on the same connections Prisma uses but without its query compiler, which
//   costs several milliseconds of CPU per request there (docs/benchmarks.md). On PostgreSQL
//   every statement is a named prepared statement (planned once per connection). Portable across
//   node-postgres and PGlite by convention: anything with a date in it is selected as JSON and
//   revived by the caller (jsonDate), so neither driver's type parsing is relied on.
// - runSqlIn(db or tx, statement): through Prisma, inside its transaction when given one (row
//   locks, SKIP LOCKED claims), with Prisma's result types (Date, bigint).
//
// PGlite has one connection: runSql() inside a Prisma transaction would wait for that transaction
// to end, forever. It throws instead (the guard below), naming runSqlIn(tx, …) as the fix.

const SQL = Symbol("sql");

export type Sql<Row = Record<string, unknown>> = {
  readonly [SQL]: true;
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
  // the text with $n placeholders, when it was computed once for every statement of its shape
  readonly text?: string;
  // carries the row type from the statement to its runner; never set
  readonly row?: Row;
};

const isSql = (value: unknown): value is Sql<unknown> => typeof value === "object" && value !== null && SQL in value;

// Parameters both drivers send alike: a Date as a UTC `timestamp` literal (Prisma's DateTime
// columns hold UTC without a zone; cast it: ${d}::timestamp), an array as a PostgreSQL array
// literal (cast it: ${ids}::int[]).
function param(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 23);
  if (Array.isArray(value)) return `{${value.map((v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return value;
}

function build(strings: readonly string[], values: readonly unknown[]): Sql<never> {
  const parts = [strings[0]];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isSql(value)) {
      parts[parts.length - 1] += value.strings[0];
      value.values.forEach((v, j) => {
        params.push(v);
        parts.push(value.strings[j + 1]);
      });
      parts[parts.length - 1] += strings[i + 1];
    } else {
      params.push(param(value));
      parts.push(strings[i + 1]);
    }
  });
  return { [SQL]: true, strings: parts, values: params };
}

/** A statement or fragment; `${value}` is always a parameter, `${sql`…`}` is inlined. */
export function sql<Row = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): Sql<Row> {
  return build(strings, values) as Sql<Row>;
}

/** A quoted identifier (column, table) chosen by code, never by input: letters, digits, underscores. */
sql.id = (name: string): Sql<never> => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return build([`"${name}"`], []);
};

/**
 * A constant piece of SQL text (a type name, a literal the planner must see, a fixed clause).
 * Only string literals type-check: a `string` computed at run time is refused by the compiler.
 */
sql.const = <T extends string>(text: string extends T ? never : T): Sql<never> => build([text], []);

/** Fragments joined by a constant separator (", ", " AND ", " UNION ALL "). */
sql.join = <T extends string>(
  fragments: readonly Sql<unknown>[],
  separator: string extends T ? never : T,
): Sql<never> => build(["", ...fragments.slice(1).map(() => separator), ...(fragments.length ? [""] : [])], fragments);

/** The statement's text with $n placeholders. */
export const sqlText = (s: Sql<unknown>): string =>
  s.text ?? s.strings.reduce((text, part, i) => `${text}$${i}${part}`);

const SLOT = Symbol("slot");
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot => typeof value === "object" && value !== null && SLOT in value;

/**
 * A statement whose text is the same at every call, only its values change: composed once (its
 * fragments joined, its text written), then filled at each call. For the hot paths' large
 * statements (a card payment's insert is 5 KB of text from a dozen fragments), whose composing
 * cost more CPU than sending them. `make` writes the statement with `slot(name)` where a value of
 * the call goes; anything else interpolated is fixed at the first call. Each call's value passes
 * through the same conversions as `${value}` (dates, arrays).
 *
 *   const byEmail = sqlTemplate<{ email: string }, Row>((slot) => sql`… WHERE "email" = ${slot("email")}`);
 *   await runSql(byEmail({ email }));
 */
export function sqlTemplate<Args extends Record<string, unknown>, Row>(
  make: (slot: <K extends keyof Args & string>(name: K) => Args[K]) => Sql<Row>,
): (args: Args) => Sql<Row> {
  let shape: { strings: readonly string[]; fill: ((args: Args) => unknown)[]; text: string } | undefined;
  return (args) => {
    if (!shape) {
      const asked = new Set<string>();
      const made = make((name) => {
        asked.add(name);
        return { [SLOT]: name } as Slot as never;
      });
      // a slot must be a value itself: one that went into an expression (a string, a JSON text)
      // would be that expression's first result, fixed for every call
      for (const value of made.values) if (isSlot(value)) asked.delete(value[SLOT]);
      if (asked.size) throw new Error(`sqlTemplate: slot ${[...asked].join(", ")} is not a value of the statement`);
      const fill = made.values.map((value) => {
        if (!isSlot(value)) return () => value;
        const name = value[SLOT];
        return (a: Args) => param(a[name]);
      });
      shape = { strings: made.strings, fill, text: sqlText(made) };
    }
    const { strings, fill, text } = shape;
    return { [SQL]: true, strings, values: fill.map((f) => f(args)), text };
  };
}

// Set while a Prisma interactive transaction runs (lib/platform/db.ts wraps $transaction), so runSql() can
// refuse to run beside it. Kept on globalThis: Next bundles a copy of this module per route.
const g = globalThis as unknown as { __colmeiaTxScope?: AsyncLocalStorage<true> };
export const prismaTransactionScope = (g.__colmeiaTxScope ??= new AsyncLocalStorage<true>());

// Named prepared statements on PostgreSQL, keyed by text: planning the list and create statements
// costs more than running them (~2 ms against ~1 ms). Not behind a pooler in transaction mode
// (isPooled): the server connection that prepared a name is not the one the next query gets, and
// it answered `prepared statement "colmeia_…" does not exist` (or `already exists`) to half the
// payments; there each statement is parsed unnamed, in the same round trip as its execution.
const names = new Map<string, string>();
function prepared(text: string, values: unknown[]) {
  if (isPooled()) return { text, values };
  return { name: statementName(text), text, values };
}

/** The name a statement is prepared under, one per text (both drivers). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `colmeia_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/** Runs a statement on the pool (or PGlite) directly: the hot paths. Never inside a Prisma transaction. */
export async function runSql<Row>(statement: Sql<Row>): Promise<Row[]> {
  // on PGlite (one connection) it would wait for the transaction forever; on PostgreSQL it would
  // run outside it, blind to its writes and blocked by its locks: refused on both, alike
  if (prismaTransactionScope.getStore())
    throw new Error("runSql() inside a Prisma transaction: use runSqlIn(tx, …), which runs in it");
  const text = sqlText(statement);
  const values = [...statement.values];
  const run = async () => {
    if (databaseUrl()) return (await (await pgPool()).query(prepared(text, values))).rows as Row[];
    return pgliteQuery<Row>(await openPglite(), statementName(text), text, values);
  };
  // a span per statement when tracing is on (its name and $n text, never the values)
  return isTracing() ? statementSpan(databaseUrl() ? "postgresql" : "pglite", text, run) : run();
}

type RawRunner = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Prisma.PrismaPromise<T> };

/**
 * Runs a statement through Prisma: on `tx` inside its transaction (locks), with Prisma's result
 * types. A Prisma promise, so it can also go in a batch: prisma.$transaction([runSqlIn(prisma, …), …]).
 */
export function runSqlIn<Row>(db: RawRunner, statement: Sql<Row>): Prisma.PrismaPromise<Row[]> {
  // traced with every statement Prisma sends, in its driver adapter (db-adapter.ts)
  return db.$queryRawUnsafe<Row[]>(sqlText(statement), ...statement.values);
}

/** Revives a timestamp that came through row_to_json / json_build_object (UTC without zone). */
export function jsonDate(value: string): Date;
export function jsonDate(value: string | null): Date | null;
export function jsonDate(value: string | null): Date | null {
  if (value === null) return null;
  // timestamp columns come without a zone (they hold UTC); anything that names one is kept
  return new Date(value.endsWith("Z") || /[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`);
}
