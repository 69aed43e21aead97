import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { PGliteLike } from "./db-adapter";
import { pgliteQuery } from "./pglite-prepared";

// The hot paths' statements on PGlite run prepared by name (pglite-prepared.ts): the rows must be
// the ones PGlite's own query() answers, an error must leave the connection usable, and a
// statement that fails must not be remembered as prepared.
describe("prepared statements on PGlite", () => {
  let db: PGlite;
  const run = <Row>(name: string, text: string, values: unknown[] = []) =>
    pgliteQuery<Row>(db as unknown as PGliteLike, name, text, values);

  beforeAll(async () => {
    db = new PGlite("memory://");
    await db.exec(
      `CREATE TABLE probe (id serial PRIMARY KEY, code text UNIQUE, at timestamp, doc jsonb, big bigint, ok boolean)`,
    );
  });
  afterAll(() => db.close());

  const insert = `INSERT INTO probe (code, at, doc, big, ok) VALUES ($1, $2::timestamp, $3::jsonb, $4, $5) RETURNING *`;

  it("answers the rows query() answers, with the same types, run after run", async () => {
    const first = await run("p_insert", insert, ["a", "2026-12-07T10:00:00.000", JSON.stringify({ n: 1 }), 9, true]);
    const second = await run("p_insert", insert, ["b", null, null, null, false]);
    const select = `SELECT * FROM probe WHERE code = ANY($1::text[]) ORDER BY id`;
    const prepared = await run("p_select", select, ["{a,b}"]);
    const plain = (await db.query(select, ["{a,b}"])).rows;
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([first[0], second[0]]);
    expect(first[0]).toMatchObject({ code: "a", doc: { n: 1 }, ok: true });
    expect((first[0] as { at: Date }).at).toBeInstanceOf(Date);
    expect(second[0]).toMatchObject({ code: "b", at: null, doc: null, ok: false });
    // a statement without a result set answers no rows
    expect(await run("p_update", `UPDATE probe SET ok = $1 WHERE code = $2`, [true, "b"])).toEqual([]);
    expect((await db.query(`SELECT ok FROM probe WHERE code = 'b'`)).rows).toEqual([{ ok: true }]);
  });

  it("throws the database's error and runs the next statement as usual", async () => {
    await expect(run("p_insert", insert, ["a", null, null, null, null])).rejects.toMatchObject({ code: "23505" });
    expect(await run("p_count", `SELECT count(*)::int AS n FROM probe`)).toEqual([{ n: 2 }]);
    expect((await db.query(`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
  });

  it("does not remember a statement that failed to parse", async () => {
    await expect(run("p_late", `SELECT n FROM late_table`)).rejects.toMatchObject({ code: "42P01" });
    await db.exec(`CREATE TABLE late_table (n int); INSERT INTO late_table VALUES (7)`);
    expect(await run("p_late", `SELECT n FROM late_table`)).toEqual([{ n: 7 }]);
  });

  it("waits for a transaction that is open, as query() does", async () => {
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query(`INSERT INTO probe (code) VALUES ('in-tx')`);
      await new Promise((r) => setTimeout(r, 50));
      order.push("commit");
    });
    const read = run<{ n: number }>("p_count", `SELECT count(*)::int AS n FROM probe`).then((rows) => {
      order.push("read");
      return rows;
    });
    await tx;
    expect(await read).toEqual([{ n: 3 }]);
    expect(order).toEqual(["commit", "read"]);
  });

  it("shares what it prepared with every copy of the module (Next bundles one per route)", async () => {
    await run("p_shared", `SELECT $1::int + 1 AS n`, [1]);
    vi.resetModules();
    const copy = (await import("./pglite-prepared")).pgliteQuery;
    await expect(copy(db as unknown as PGliteLike, "p_shared", `SELECT $1::int + 1 AS n`, [2])).resolves.toEqual([
      { n: 3 },
    ]);
    // a name prepared out of its sight (its record lost) is described again, not prepared twice
    const record = (db as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for("colmeia.pglitePrepared")];
    expect(record.delete("p_shared")).toBe(true);
    expect(await copy(db as unknown as PGliteLike, "p_shared", `SELECT $1::int + 1 AS n`, [41])).toEqual([{ n: 42 }]);
  });

  it("prepares each text once, and past 2,000 texts runs the others unprepared", async () => {
    const prepared = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements`)).rows[0].n;
    const before = await prepared();
    expect(before).toBeGreaterThan(0);
    await run("p_count", `SELECT count(*)::int AS n FROM probe`);
    expect(await prepared()).toBe(before);
    for (let i = await prepared(); i < 2_000; i++)
      expect(await run(`p_many_${i}`, `SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: i + 1 }]);
    expect(await prepared()).toBe(2_000);
    expect(await run("p_one_more", `SELECT $1::int * 2 AS n`, [21])).toEqual([{ n: 42 }]);
    expect(await prepared()).toBe(2_000);
  });
});
