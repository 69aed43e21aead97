import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

import { expect, request, test } from "@playwright/test";
import pg from "pg";
import { Webhook } from "standardwebhooks";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { type Receiver, receiver } from "../support/receiver";
import { signUp } from "../support/sign-up";
import { type OwnServer, ownServer } from "./own-server";
import { type PgBouncer, startPgBouncer } from "./pgbouncer";

// The production shape of docs/operations.md ("Many instances behind PgBouncer"), `npm run
// test:cluster`: three instances on one PostgreSQL through PgBouncer in transaction mode
// (DATABASE_URL, four server connections), each with a direct connection beside it
// (DATABASE_DIRECT_URL) and one AUTH_SECRET between them. The cluster is started once, the three
// together on an empty database, and every check below spreads its requests over the three:
// migrations and the demo seed once, payments and refunds, an Idempotency-Key race, the sign-in
// throttle, and webhooks woken by LISTEN/NOTIFY alone, each event delivered once.

// sign-in attempts per account per 15 minutes, from anywhere (lib/platform/rate-limit/login-throttle.ts)
const ATTEMPTS_PER_ACCOUNT = 5;

let bouncer: PgBouncer;
let directUrl: string;
let db: pg.Client;
let servers: OwnServer[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  bouncer = await startPgBouncer(6441);
  // a fresh, empty database
  directUrl = spawnSync("bash", ["scripts/pg-test-db.sh", "colmeia_pooler"], { encoding: "utf8" }).stdout.trim();
  const database = new URL(directUrl).pathname.slice(1);
  const env = {
    DATABASE_DIRECT_URL: directUrl,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // the fallback poll never comes during the run (its first pass is this far away too): a webhook
    // is delivered promptly only if the outbox's NOTIFY reached an instance's LISTEN
    WEBHOOK_POLL_MS: "600000",
    WEBHOOK_TIMEOUT_MS: "5000",
    LOGIN_ATTEMPTS_PER_ACCOUNT: String(ATTEMPTS_PER_ACCOUNT),
    // under 200 an instance claims one attempt at a time from the shared counter, so the progressive
    // delay before a password check counts exactly (own-server's 100000 would have each instance
    // claim a lease of 1000, and the next instance count those as attempts already made)
    LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "100",
  };
  servers = [3441, 3442, 3443].map((port) => ownServer("pooler", port, { databaseUrl: bouncer.url(database), env }));
  // (this run's lines only: the log files are appended to)
  for (const s of servers) writeFileSync(s.logFile, "");
  db = new pg.Client({ connectionString: directUrl });
  // the three at once, on a database with nothing in it
  await Promise.all(servers.map((s) => s.start()));
  await db.connect();
});

test.afterAll(async () => {
  await db?.end().catch(() => undefined);
  await Promise.all(servers.map((s) => s.stop()));
  await bouncer?.stop();
});

let signUps = 0;
async function newCompany(name: string) {
  const id = uid();
  const owner = { email: `${name}-${id}@example.com`, password: `senha-${id}` };
  const legalName = `Cluster ${name} ${id}`;
  const res = await signUp(servers[signUps++ % 3].url, {
    ownerName: "Ana Cluster",
    legalName,
    documentNumber: randomCnpj(),
    ...owner,
  });
  expect(res.status).toBe(200);
  const headers = {
    "x-api-key": ((await res.json()) as { apiKey: string }).apiKey,
    "content-type": "application/json",
  };
  const company = await db.query<{ id: number }>(`SELECT id FROM "Company" WHERE "legalName" = $1`, [legalName]);
  return { ...owner, headers, companyId: company.rows[0].id };
}

const post = (server: OwnServer, headers: Record<string, string>, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

const transactionsOf = async (companyId: number) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Transaction" WHERE "companyId" = $1`, [companyId]))
    .rows[0].n;

test("three instances started together on an empty database: migrations applied once, the demo seeded once", async () => {
  const migrations = readdirSync("prisma/migrations", { withFileTypes: true }).filter((d) => d.isDirectory());
  const applied = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_colmeia_migrations"`);
  expect(applied.rows[0].n).toBe(migrations.length);
  // each migration applied by one of them, the others waited and found nothing left
  const appliedLines = servers.map((s) => (readFileSync(s.logFile, "utf8").match(/applied migration /g) ?? []).length);
  expect(appliedLines.reduce((x, y) => x + y)).toBe(migrations.length);
  // the demo company once
  const companies = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Company"`);
  expect(companies.rows[0].n).toBe(1);
});

test("payments and refunds spread over the three instances, through four server connections, all answered", async () => {
  const { headers, companyId } = await newCompany("pagamentos");
  // 42 payments at once, 14 on each instance, cards and Pix: every one answered 200, none a 500
  const created = await Promise.all(
    Array.from({ length: 42 }, (_, i) =>
      post(servers[i % 3], headers, "/v1/transactions", transactionBody(i % 4 === 3 ? "pix" : "credit_card")),
    ),
  );
  const answers = await Promise.all(created.map(async (r) => ({ status: r.status, body: await r.json() })));
  expect(answers.filter((r) => r.status !== 200)).toEqual([]);
  const cards = answers.filter((r) => r.body.paymentMethod === "credit_card");
  expect(cards.every((r) => r.body.status === "paid")).toBe(true);
  expect(await transactionsOf(companyId)).toBe(42);

  // every page and figure read back through the pooler, from any instance
  for (const server of servers) {
    const list = await fetch(`${server.url}/v1/transactions?limit=100`, { headers });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("42");
    expect(await list.json()).toHaveLength(42);
  }

  // 12 partial refunds of 1,000 on a 10,000 card at once, over the three: exactly 10 go through
  const card = cards[0].body;
  const refunds = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      post(servers[i % 3], headers, `/v1/transactions/${card.id}/refunds`, { amount: 1000 }),
    ),
  );
  expect(refunds.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), 422, 422]);
  for (const server of servers) {
    const after = await (await fetch(`${server.url}/v1/transactions/${card.id}`, { headers })).json();
    expect(after).toMatchObject({ refundedAmount: 10000, status: "refunded" });
  }
});

test("one Idempotency-Key sent to the three instances at once makes one payment", async () => {
  const { headers, companyId } = await newCompany("idempotencia");
  const key = `cluster-${uid()}`;
  const body = transactionBody("credit_card");
  const answers = await Promise.all(
    servers.map(async (server) => {
      const res = await post(server, { ...headers, "idempotency-key": key }, "/v1/transactions", body);
      return { status: res.status, body: await res.json() };
    }),
  );
  // the first makes it; each other either waits and replays its answer, or is told it is in flight
  const made = answers.filter((a) => a.status === 200);
  expect(made.length).toBeGreaterThanOrEqual(1);
  expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.code])).toEqual(
    Array(3 - made.length).fill([409, "idempotency_conflict"]),
  );
  expect(new Set(made.map((a) => a.body.id)).size).toBe(1);
  expect(await transactionsOf(companyId)).toBe(1);
  // asked again afterwards, on any instance: the same payment
  for (const server of servers) {
    const again = await post(server, { ...headers, "idempotency-key": key }, "/v1/transactions", body);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).id).toBe(made[0].body.id);
  }
  expect(await transactionsOf(companyId)).toBe(1);
});

test("the sign-in throttle counts an account's attempts across the three instances, not per instance", async () => {
  const owner = await newCompany("entrada");
  // one browser per instance (the CSRF cookie is the instance's host's)
  const browsers = await Promise.all(servers.map((s) => request.newContext({ baseURL: s.url })));
  const attempt = async (i: number, password: string) => {
    const ctx = browsers[i % 3];
    const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
    return ctx.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: owner.email, password, json: "true" },
      maxRedirects: 0,
    });
  };
  try {
    // the account's allowance, spread round-robin: no instance sees more than two of them
    for (let i = 0; i < ATTEMPTS_PER_ACCOUNT; i++) {
      const res = await attempt(i, `errada-${i}`);
      expect(res.status(), `attempt ${i + 1}`).not.toBe(429);
      expect(new URL((await res.json()).url).searchParams.get("error"), `attempt ${i + 1}`).toBe("CredentialsSignin");
    }
    // the next one is refused whichever instance gets it, the one that saw a single attempt first;
    // the right password included
    for (const i of [2, 0, 1]) {
      for (const password of ["errada-de-novo", owner.password]) {
        const refused = await attempt(i, password);
        expect(refused.status(), `instance ${i + 1}`).toBe(429);
        expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
        expect(await refused.json()).toMatchObject({ code: "rate_limited" });
      }
      // and no session came of it
      expect(await (await browsers[i].get("/api/auth/session")).json()).toEqual({});
    }
    // every wrong password that was checked is on record; the refused ones were never checked
    const failed = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "AuditEntry" WHERE "companyId" = $1 AND action = 'user.login_failed'`,
      [owner.companyId],
    );
    expect(failed.rows[0].n).toBe(ATTEMPTS_PER_ACCOUNT);
  } finally {
    await Promise.all(browsers.map((b) => b.dispose()));
  }
});

test("webhooks woken by LISTEN/NOTIFY alone reach the endpoint, each event exactly once across the three workers", async () => {
  test.setTimeout(180_000);
  let rec: Receiver | undefined;
  try {
    rec = await receiver(() => 200);
    const { headers, companyId } = await newCompany("webhooks");
    const endpoint = await post(servers[1], headers, "/v1/webhook-endpoints", {
      url: `${rec.url}/colmeia`,
      enabledEvents: ["transaction.*"],
    });
    expect(endpoint.status).toBe(200);
    const { id: endpointId, secret } = (await endpoint.json()) as { id: number; secret: string };

    // 24 payments, 8 on each instance, cards and Pix; then a full refund of a card on each
    const created = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const res = await post(
          servers[i % 3],
          headers,
          "/v1/transactions",
          transactionBody(i % 3 === 2 ? "pix" : "credit_card"),
        );
        expect(res.status).toBe(200);
        return (await res.json()) as { id: number; paymentMethod: string; status: string };
      }),
    );
    const cards = created.filter((t) => t.paymentMethod === "credit_card");
    expect(cards.every((t) => t.status === "paid")).toBe(true);
    const refunds = await Promise.all(
      cards.slice(0, 3).map((t, i) => post(servers[i], headers, `/v1/transactions/${t.id}/refunds`, {})),
    );
    expect(refunds.map((r) => r.status)).toEqual([200, 200, 200]);

    // every event these wrote (in the same database transaction as the change they tell of)
    const events = await db.query<{ id: number }>(
      `SELECT id FROM "Event" WHERE "companyId" = $1 AND type LIKE 'transaction.%' ORDER BY id`,
      [companyId],
    );
    const expected = events.rows.map((e) => String(e.id));
    expect(expected.length).toBeGreaterThanOrEqual(created.length + refunds.length);

    // each arrives: only a notification can have woken a worker, the poll being ten minutes away
    const arrived = () => new Set(rec!.hits.map((h) => h.headers["webhook-id"]));
    await expect
      .poll(() => expected.filter((id) => !arrived().has(id)), { timeout: 60_000, intervals: [250] })
      .toEqual([]);

    // stopping drains each worker's deliveries in flight: a second claim of one would reach the
    // receiver before its instance exits
    await Promise.all(servers.map((s) => s.stop()));
    const ids = rec.hits.map((h) => h.headers["webhook-id"]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...ids].sort()).toEqual([...expected].sort());
    for (const hit of rec.hits) {
      expect(hit.path).toBe("/colmeia");
      expect(() => new Webhook(secret).verify(hit.body, hit.headers)).not.toThrow();
    }
    // the delivery log agrees: one delivery per event, succeeded at its only attempt
    const deliveries = await db.query<{ eventId: number; status: string; attemptCount: number; attempts: number }>(
      `SELECT d."eventId", d.status::text, d."attemptCount", (SELECT count(*)::int FROM "WebhookAttempt" a WHERE a."deliveryId" = d.id) AS attempts
         FROM "WebhookDelivery" d WHERE d."endpointId" = $1 ORDER BY d."eventId"`,
      [endpointId],
    );
    expect(deliveries.rows.map((d) => String(d.eventId))).toEqual(expected);
    for (const d of deliveries.rows) expect(d).toMatchObject({ status: "succeeded", attemptCount: 1, attempts: 1 });

    // no instance logged a statement the pooler broke, nor answered a 5xx
    for (const s of servers) expect(readFileSync(s.logFile, "utf8")).not.toMatch(/prepared statement|"status":5\d\d\b/);
  } finally {
    await rec?.close();
  }
});
