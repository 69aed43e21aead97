import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";
import { startPgBouncer } from "./pgbouncer";

// The production shape of docs/operations.md: instances on one PostgreSQL through PgBouncer in
// transaction mode (DATABASE_URL), each with a direct connection beside it (DATABASE_DIRECT_URL).
// Two instances started together on an empty database both come up, apply the migrations once and
// seed the demo once; then payments, refunds and an Idempotency-Key race spread over both, through
// a pooler of four server connections, all answer as they would on a direct connection.
test("two instances behind PgBouncer in transaction mode: started together, migrated and seeded once, every payment answered", async () => {
  test.setTimeout(300_000);
  const bouncer = await startPgBouncer(6441);
  // a fresh, empty database
  const directUrl = spawnSync("bash", ["scripts/pg-test-db.sh", "colmeia_pooler"], { encoding: "utf8" }).stdout.trim();
  const database = new URL(directUrl).pathname.slice(1);
  const env = { DATABASE_DIRECT_URL: directUrl };
  const a = ownServer("pooler", 3441, { databaseUrl: bouncer.url(database), env });
  const b = ownServer("pooler", 3442, { databaseUrl: bouncer.url(database), env });
  const db = new pg.Client({ connectionString: directUrl });
  try {
    // (this run's lines only: the log files are appended to)
    for (const file of [a.logFile, b.logFile]) writeFileSync(file, "");
    // both at once, on a database with nothing in it
    await Promise.all([a.start(), b.start()]);
    await db.connect();
    const migrations = readdirSync("prisma/migrations", { withFileTypes: true }).filter((d) => d.isDirectory());
    const applied = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_colmeia_migrations"`);
    expect(applied.rows[0].n).toBe(migrations.length);
    // each migration applied by one of them, the other waited and found nothing left
    const logs = [a.logFile, b.logFile].map((f) => readFileSync(f, "utf8"));
    const appliedLines = logs.map((l) => (l.match(/applied migration /g) ?? []).length);
    expect(appliedLines.reduce((x, y) => x + y)).toBe(migrations.length);
    // the demo company once
    const companies = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Company"`);
    expect(companies.rows[0].n).toBe(1);

    const id = uid();
    const signup = await signUp(a.url, {
      ownerName: "Ana Pooler",
      legalName: `Pooler ${id}`,
      documentNumber: randomCnpj(),
      email: `pooler-${id}@example.com`,
      password: `senha-${id}`,
    });
    expect(signup.status).toBe(200);
    const headers = { "x-api-key": (await signup.json()).apiKey, "content-type": "application/json" };
    const post = (server: typeof a, path: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify(body) });

    // 40 payments at once, half on each instance, cards and Pix: every one answered 200, none a 500
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post([a, b][i % 2], "/v1/transactions", transactionBody(i % 4 === 3 ? "pix" : "credit_card")),
      ),
    );
    const answers = await Promise.all(created.map(async (r) => ({ status: r.status, body: await r.json() })));
    expect(answers.filter((r) => r.status !== 200)).toEqual([]);
    const cards = answers.filter((r) => r.body.paymentMethod === "credit_card");
    expect(cards.every((r) => r.body.status === "paid")).toBe(true);

    // every page and figure read back through the pooler, from either instance
    for (const server of [a, b]) {
      const list = await fetch(`${server.url}/v1/transactions?limit=100`, { headers });
      expect(list.status).toBe(200);
      expect(list.headers.get("x-total-count")).toBe("40");
      expect(await list.json()).toHaveLength(40);
    }

    // 12 partial refunds of 1,000 on a 10,000 card at once, over both instances: exactly 10 go through
    const card = cards[0].body;
    const refunds = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post([a, b][i % 2], `/v1/transactions/${card.id}/refunds`, { amount: 1000 }),
      ),
    );
    const statuses = refunds.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 422, 422]);
    const after = await (await fetch(`${b.url}/v1/transactions/${card.id}`, { headers })).json();
    expect(after).toMatchObject({ refundedAmount: 10000, status: "refunded" });

    // one Idempotency-Key sent to both instances at once: one payment, the same answer twice
    const key = `pooler-${id}`;
    const body = transactionBody("credit_card");
    const [first, second] = await Promise.all(
      [a, b].map((server) => post(server, "/v1/transactions", body, { "idempotency-key": key })),
    );
    const pair = [first, second].map((r) => r.status).sort();
    // the second either waits and replays the first's answer, or is told the first is in flight
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(pair);
    const made = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Transaction" t JOIN "Company" c ON c.id = t."companyId" WHERE c."legalName" = $1`,
      [`Pooler ${id}`],
    );
    expect(made.rows[0].n).toBe(41);

    // no instance logged a statement the pooler broke
    for (const file of [a.logFile, b.logFile])
      expect(readFileSync(file, "utf8")).not.toMatch(/prepared statement|"status":5\d\d\b/);
  } finally {
    await db.end().catch(() => undefined);
    await a.stop();
    await b.stop();
    await bouncer.stop();
  }
});
