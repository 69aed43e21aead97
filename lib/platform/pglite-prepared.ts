import "server-only";

import type { PGliteLike } from "./db-adapter";

// PGlite's own query() parses and plans its statement anew on every call, and talks to the
// database in six exchanges (parse, describe, bind, describe, execute, sync). For the hot paths'
// statements (lib/platform/sql.ts) that planning was most of a card create's database time in
// WebAssembly, as it was on PostgreSQL before the statements there were prepared by name. Here each
// text is parsed and described once per PGlite instance under its name, and each run is one
// exchange: bind, execute, sync. The answer goes through PGlite's own result parser, so rows come
// out exactly as query() gives them.

type Protocol = typeof import("@electric-sql/pglite");
type Message = Awaited<ReturnType<PGliteProtocolDb["execProtocol"]>>["messages"][number];

/** The parts of a PGlite instance this needs beyond PGliteLike (all public API). */
type PGliteProtocolDb = PGliteLike & {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocol(
    message: Uint8Array,
    options?: { syncToFs?: boolean },
  ): Promise<{ messages: Array<{ name: string; length: number }> }>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
};

type Prepared = { paramTypes: number[]; rowDescription: Message | undefined };

let protocol: Promise<Protocol> | undefined;
// each prepared statement keeps its plan in the database's memory: past this many texts (lists
// with every combination of filters), the others run as PGlite's query() runs them
const MAX_PREPARED = 2_000;
// Kept on the instance (a test or a restore that opens a new PGlite starts with none prepared), under
// a registered symbol: Next bundles a copy of this module per route, and every copy must know what
// the others prepared on the one PGlite they share.
const PREPARED = Symbol.for("colmeia.pglitePrepared");
type WithPrepared = { [PREPARED]?: Map<string, Prepared> };

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// each parameter as PGlite's query() sends it: by the type the statement gives it
function serialized(db: PGliteProtocolDb, paramTypes: number[], values: unknown[]): (string | null)[] {
  return values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[paramTypes[i]];
    return serializer ? serializer(value) : String(value);
  });
}

/** Runs `text` as the named prepared statement `name` on PGlite; the rows as query() answers them. */
export async function pgliteQuery<Row>(
  pglite: PGliteLike,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const db = pglite as PGliteProtocolDb;
  const { protocol: wire, parse } = await (protocol ??= import("@electric-sql/pglite"));
  const { serialize } = wire;
  const statements = ((db as WithPrepared)[PREPARED] ??= new Map());
  if (!statements.has(name) && statements.size >= MAX_PREPARED) return (await db.query<Row>(text, values)).rows;
  // the same locks query() takes: no other statement and no transaction in between
  return db._runExclusiveTransaction(() =>
    db.runExclusive(async () => {
      let statement = statements.get(name);
      if (!statement) {
        // a Sync in the same exchange: a statement that fails to parse leaves nothing half done
        const describe = (first: Uint8Array[]) =>
          db.execProtocol(concat([...first, serialize.describe({ type: "S", name }), serialize.sync()]), {
            syncToFs: false,
          });
        // (already prepared under this name, by a code path that does not share this map: described)
        const { messages } = await describe([serialize.parse({ name, text })]).catch((error: { code?: string }) => {
          if (error?.code === "42P05") return describe([]);
          throw error;
        });
        statement = {
          paramTypes: parse.parseDescribeStatementResults(messages as never),
          rowDescription: messages.find((m) => m.name === "rowDescription"),
        };
        statements.set(name, statement);
      }
      const params = serialized(db, statement.paramTypes, values);
      const { messages } = await db.execProtocol(
        concat([serialize.bind({ statement: name, values: params }), serialize.execute({}), serialize.sync()]),
      );
      // the columns were described once, at parse: the answer's rows are read with them
      const answered = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return (parse.parseResults(answered as never, db.parsers as never)[0]?.rows ?? []) as Row[];
    }),
  );
}
