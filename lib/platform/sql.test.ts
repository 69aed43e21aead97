import { describe, expect, it } from "vitest";

import { sql, sqlText } from "./sql";

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
});
