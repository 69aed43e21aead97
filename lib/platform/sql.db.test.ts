import { describe, expect, it } from "vitest";

import { prisma } from "./db";
import { runSql, runSqlIn, sql } from "./sql";

describe("running hand-written SQL (real database)", () => {
  it("runSql refuses to run inside a Prisma transaction; runSqlIn runs in it and sees its writes", async () => {
    await expect(prisma.$transaction(async () => runSql(sql`SELECT 1 AS one`))).rejects.toThrow(
      /inside a Prisma transaction: use runSqlIn/,
    );
    const seen = await prisma.$transaction(async (tx) => {
      await runSqlIn(tx, sql`CREATE TEMP TABLE sql_probe (n int) ON COMMIT DROP`);
      await runSqlIn(tx, sql`INSERT INTO sql_probe VALUES (${41}), (${1})`);
      return runSqlIn(tx, sql<{ total: number }>`SELECT sum(n)::int AS total FROM sql_probe`);
    });
    expect(seen).toEqual([{ total: 42 }]);
    // outside any transaction the pool runs it, typed as the statement says
    expect(await runSql(sql<{ n: number }>`SELECT ${5}::int + 1 AS n`)).toEqual([{ n: 6 }]);
  });
});
