import { describe, expect, it } from "vitest";

import { sql, sqlTemplate, sqlText } from "./sql";

describe("the sql tagged template", () => {
  it("makes every interpolated value a parameter, numbered across nested fragments", () => {
    const name = 'Robert\'); DROP TABLE "Transaction";--';
    const where = sql`"companyId" = ${7} AND "name" = ${name}`;
    const s = sql`SELECT "id" FROM "Customer" WHERE ${where} LIMIT ${20}`;
    expect(sqlText(s)).toBe(`SELECT "id" FROM "Customer" WHERE "companyId" = $1 AND "name" = $2 LIMIT $3`);
    expect(s.values).toEqual([7, name, 20]);
  });

  it("sends dates as UTC timestamps and arrays as PostgreSQL array literals, alike on both drivers", () => {
    const s = sql`SELECT ${new Date("2026-03-01T12:34:56.789Z")}::timestamp, ${[1, 2]}::int[], ${['a"b', "c\\d"]}::text[]`;
    expect(s.values).toEqual(["2026-03-01T12:34:56.789", '{"1","2"}', '{"a\\"b","c\\\\d"}']);
  });

  it("joins fragments with a separator and quotes identifiers, refusing anything that is not one", () => {
    const cols = sql.join(
      ["id", "createdAt"].map((c) => sql`t.${sql.id(c)}`),
      ", ",
    );
    expect(sqlText(sql`SELECT ${cols} FROM t WHERE ${sql.join([sql`a = ${1}`, sql`b = ${2}`], " AND ")}`)).toBe(
      `SELECT t."id", t."createdAt" FROM t WHERE a = $1 AND b = $2`,
    );
    expect(sqlText(sql.join([], ", "))).toBe("");
    expect(() => sql.id(`id" OR 1=1 --`)).toThrow(/not an SQL identifier/);
    expect(sqlText(sql`x::${sql.const("int[]")}`)).toBe("x::int[]");
  });

  it("fills a template's slots at each call as the tag would have made the statement, composed once", () => {
    type Args = { companyId: number; since: Date; ids: number[]; email: string | null };
    let composed = 0;
    const where = (slot: <K extends keyof Args & string>(name: K) => Args[K]) =>
      sql`"companyId" = ${slot("companyId")} AND "createdAt" > ${slot("since")}::timestamp`;
    const byTemplate = sqlTemplate<Args, { id: number }>((slot) => {
      composed++;
      return sql`SELECT "id" FROM t WHERE ${where(slot)} AND "id" = ANY(${slot("ids")}::int[])
        AND (${slot("email")}::text IS NULL OR "email" = ${slot("email")}) AND "kind" = ${"fixed"}`;
    });
    const byTag = (a: Args) =>
      sql`SELECT "id" FROM t WHERE ${sql`"companyId" = ${a.companyId} AND "createdAt" > ${a.since}::timestamp`} AND "id" = ANY(${a.ids}::int[])
        AND (${a.email}::text IS NULL OR "email" = ${a.email}) AND "kind" = ${"fixed"}`;
    for (const args of [
      { companyId: 7, since: new Date("2026-03-01T12:00:00Z"), ids: [1, 2], email: null },
      { companyId: 8, since: new Date("2026-04-01T00:00:00Z"), ids: [], email: 'a"b@c.d' },
    ]) {
      const made = byTemplate(args);
      expect(sqlText(made)).toBe(sqlText(byTag(args)));
      expect(made.values).toEqual(byTag(args).values);
    }
    expect(composed).toBe(1);
  });

  it("refuses a slot that went into an expression instead of being a value", () => {
    const broken = sqlTemplate<{ rows: object[] }, never>((slot) => sql`SELECT ${JSON.stringify(slot("rows"))}::json`);
    expect(() => broken({ rows: [{ a: 1 }] })).toThrow(/slot rows is not a value/);
  });
});
