import http from "node:http";
import type { AddressInfo } from "node:net";

import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { LOCKED_ROWS_RETRY_MS } from "@/lib/platform/background/start-polling-loop";
import { prisma } from "@/lib/platform/db";
import { databaseUrl } from "@/lib/platform/db-adapter";
import { makeCompany } from "@/lib/test/factories";

import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { startWebhookWorker, webhookTick } from "./start-webhook-worker";
import type { WebhookConfig } from "./webhook-config";

// One pass of the production worker tick with its own empty slots, awaited until the deliveries it
// started are done: what a worker process does between two sleeps.
async function runWebhookTick(cfg: WebhookConfig, concurrency = cfg.concurrency) {
  const { started } = await webhookTick({ ...cfg, concurrency }, new Set());
  return { outcomes: await Promise.all(started.map(async (s) => ({ id: s.id, outcome: await s.outcome }))) };
}

// The worker's guarantees, on the real database (PGlite here, PostgreSQL in CI): every piece of
// state lives in the tables, so "another instance" and "the same instance after a restart" are
// just more calls of these functions with no memory of earlier ones.

const config: WebhookConfig = {
  pollMs: 10,
  timeoutMs: 2000,
  retryBaseMs: 40,
  maxAttempts: 3,
  concurrency: 5,
  disableAfterMs: 72 * 3600_000,
  leaseMs: 10_000,
};

type Received = { id: string; body: string; headers: http.IncomingHttpHeaders };
let received: Received[] = [];
let answer: (n: number) => number = () => 200;
let server: http.Server;
let base = "";
// TCP connections the receiver accepted: deliveries reuse kept-alive ones
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ id: String(req.headers["webhook-id"]), body, headers: req.headers });
      // a little latency widens the window in which concurrent workers overlap
      setTimeout(() => res.writeHead(answer(received.length)).end("ok"), 20);
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // leave nothing due for the next run on a shared PostgreSQL database
  await prisma.webhookDelivery.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(async () => {
  received = [];
  answer = () => 200;
  // events and deliveries of earlier tests (and files) must not be claimed by this test's ticks
  await fanOutEvents({ limit: 100_000 });
  await prisma.webhookDelivery.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
});

async function postbackEvents(companyId: number, n: number, path = "/hook") {
  const url = `${base}${path}`;
  await prisma.event.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      companyId,
      type: "transaction.paid",
      objectType: "transaction",
      // ids no real transaction of a test database reaches, so no other test mistakes these for its own
      objectId: 2_000_000_000 + i,
      data: { id: 2_000_000_000 + i, status: "paid", amount: 1000, postbackUrl: url },
    })),
  });
  const events = await prisma.event.findMany({ where: { companyId }, orderBy: { id: "asc" } });
  return events.map((e) => e.id);
}

describe("webhook worker (real database)", () => {
  it("fans every event out exactly once, even with concurrent fan-outs, to subscribed endpoints and the postbackUrl", async () => {
    const { company } = await makeCompany();
    const all = await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: `${base}/all`,
        enabledEvents: [],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    const paidOnly = await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: `${base}/paid`,
        enabledEvents: ["transaction.paid"],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    const transfers = await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: `${base}/tr`,
        enabledEvents: ["transfer.*"],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: `${base}/off`,
        enabledEvents: [],
        enabled: false,
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    const ids = await postbackEvents(company.id, 30);
    await prisma.event.create({
      data: {
        companyId: company.id,
        type: "transfer.success",
        objectType: "transfer",
        objectId: 9,
        data: { id: 9, status: "success", amount: 5 },
      },
    });

    const results = await Promise.all(Array.from({ length: 4 }, () => fanOutEvents({ limit: 7 })));
    while ((await fanOutEvents({ limit: 7 })).events > 0);
    expect(results.reduce((a, r) => a + r.events, 0)).toBeGreaterThan(0);

    const deliveries = await prisma.webhookDelivery.findMany({ where: { companyId: company.id } });
    const count = (endpointId: number | null, target = "endpoint") =>
      deliveries.filter((d) => d.endpointId === endpointId && d.target === target).length;
    expect(count(all.id)).toBe(31);
    expect(count(paidOnly.id)).toBe(30);
    expect(count(transfers.id)).toBe(1);
    expect(count(null, "postback")).toBe(30);
    expect(deliveries).toHaveLength(92);
    expect(await prisma.event.count({ where: { id: { in: ids }, fannedOutAt: null } })).toBe(0);

    // an endpoint added later receives only events that happen after it exists
    const late = await prisma.webhookEndpoint.create({
      data: {
        companyId: company.id,
        url: `${base}/late`,
        enabledEvents: [],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    await prisma.event.updateMany({ where: { id: ids[0] }, data: { fannedOutAt: null } });
    await fanOutEvents();
    expect(await prisma.webhookDelivery.count({ where: { endpointId: late.id } })).toBe(0);
  });

  it("concurrent worker ticks claim disjoint deliveries: each attempt runs exactly once", async () => {
    const { company } = await makeCompany();
    const ids = await postbackEvents(company.id, 24);
    await fanOutEvents({ limit: 1000 });

    const ticks = await Promise.all(Array.from({ length: 4 }, () => runWebhookTick(config, 4)));
    const claimed = ticks.flatMap((t) => t.outcomes.map((o) => o.id));
    expect(new Set(claimed).size).toBe(claimed.length);
    // the rest, by more concurrent ticks until nothing is due
    for (;;) {
      const more = await Promise.all([runWebhookTick(config, 5), runWebhookTick(config, 5)]);
      const got = more.flatMap((t) => t.outcomes.map((o) => o.id));
      expect(new Set(got).size).toBe(got.length);
      claimed.push(...got);
      if (got.length === 0) break;
    }
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(received.map((r) => r.id).sort()).toEqual(ids.map(String).sort());
    const deliveries = await prisma.webhookDelivery.findMany({
      where: { companyId: company.id },
      include: { attempts: true },
    });
    expect(deliveries).toHaveLength(24);
    for (const d of deliveries) {
      expect(d).toMatchObject({ status: "succeeded", attemptCount: 1, lastStatusCode: 200 });
      expect(d.attempts).toHaveLength(1);
    }
  });

  it("many concurrent claims never return the same delivery twice", async () => {
    const { company } = await makeCompany();
    await postbackEvents(company.id, 60);
    await fanOutEvents({ limit: 1000 });
    // rounds of ten claims at once until a round finds nothing: claimers racing for the same rows
    // skip each other's (SKIP LOCKED), so how many a round gets depends on scheduling, but every
    // round that ends with rows left claims at least one, and no row is ever claimed twice
    const claimed: number[] = [];
    for (let round = 0; round < 60; round++) {
      const batches = await Promise.all(
        Array.from({ length: 10 }, () => claimDeliveries({ limit: 3, leaseMs: 60_000, concurrency: 1000 })),
      );
      const ids = batches.flat().map((c) => c.id);
      if (ids.length === 0) break;
      claimed.push(...ids);
    }
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed).size).toBe(60);
    await prisma.webhookDelivery.updateMany({ where: { companyId: company.id }, data: { status: "failed" } });
  });

  it("signs with the company secret and sends the envelope", async () => {
    const { company } = await makeCompany();
    const [eventId] = await postbackEvents(company.id, 1);
    await runWebhookTick(config);
    expect(received).toHaveLength(1);
    const { body, headers } = received[0];
    const payload = new Webhook(company.webhookSecret).verify(body, headers as Record<string, string>);
    expect(payload).toMatchObject({
      id: eventId,
      type: "transaction",
      objectId: 2_000_000_000,
      url: `${base}/hook`,
      event: "transaction.paid",
      data: { status: "paid" },
    });
    expect(headers["user-agent"]).toBe("Colmeia-Webhooks/1.0");
  });

  it("a delivery leased by a crashed worker is retried after the lease expires, by a worker with no memory of it", async () => {
    const { company } = await makeCompany();
    await postbackEvents(company.id, 1);
    await fanOutEvents();
    // "worker A" claims and dies before sending anything
    const [lost] = await claimDeliveries({ limit: 10, leaseMs: 60_000 });
    expect(lost).toBeDefined();
    // while the lease holds, nobody else takes it
    expect((await runWebhookTick(config)).outcomes).toEqual([]);
    // the lease runs out (its end moved to the past, not waited for: a short lease made this test
    // depend on the machine's speed); leaseUntil, the fencing token, stays worker A's
    await prisma.webhookDelivery.update({
      where: { id: lost.id },
      data: { nextAttemptAt: new Date(Date.now() - 1000) },
    });
    // "worker B" (a fresh process after a restart, or another instance) picks it up
    const after = await runWebhookTick(config);
    expect(after.outcomes).toEqual([{ id: lost.id, outcome: "succeeded" }]);
    expect(received).toHaveLength(1);
    const d = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: lost.id }, include: { attempts: true } });
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 1 });
    expect(d.attempts).toHaveLength(1);

    // worker A wakes up late and reports: its attempt is logged, but the state stays B's
    expect(await deliverWebhook(lost, config)).toBe("superseded");
    const again = await prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: lost.id },
      include: { attempts: true },
    });
    expect(again).toMatchObject({ status: "succeeded", attemptCount: 1 });
    expect(again.attempts).toHaveLength(2);
  });

  it("retries failures with backoff, then gives up after maxAttempts", async () => {
    const { company } = await makeCompany();
    answer = () => 500;
    const slow = { ...config, retryBaseMs: 300 };
    await postbackEvents(company.id, 1);
    const first = await runWebhookTick(slow);
    expect(first.outcomes.map((o) => o.outcome)).toEqual(["retry"]);
    const id = first.outcomes[0].id;
    const pending = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id } });
    expect(pending).toMatchObject({ status: "pending", attemptCount: 1, lastStatusCode: 500 });
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // not due yet: the next tick leaves it alone
    expect((await runWebhookTick(slow)).outcomes).toEqual([]);
    const outcomes: (string | undefined)[] = [];
    for (let i = 0; i < 100 && outcomes.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      outcomes.push(...(await runWebhookTick(slow)).outcomes.map((o) => o.outcome));
    }
    expect(outcomes).toEqual(["retry", "failed"]);
    const failed = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id }, include: { attempts: true } });
    expect(failed).toMatchObject({ status: "failed", attemptCount: 3 });
    expect(failed.attempts.map((a) => a.responseStatus)).toEqual([500, 500, 500]);
  });

  it("delivers as soon as events commit and as soon as a slot frees, not at the next poll (an hour away here)", async () => {
    const { company } = await makeCompany();
    // the events are recorded before the worker starts: listening, it looks once at what is waiting
    await postbackEvents(company.id, 3);
    const hourly = { ...config, pollMs: 3_600_000, concurrency: 2 };
    const worker = startWebhookWorker(hourly);
    try {
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
      // committed while the worker waits: the database's notification wakes it; 12 deliveries
      // through 2 slots need the freed slots to claim the rest
      const before = connections;
      await postbackEvents(company.id, 12);
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(15);
      expect(new Set(received.map((r) => r.id)).size).toBe(15);
      // 12 deliveries through 2 slots to one origin ride on kept-alive connections, not one each
      expect(connections - before).toBeLessThanOrEqual(4);
    } finally {
      await worker.stop();
    }
  });

  it("looks again soon for events another pass held locked, instead of waiting for the next poll", async () => {
    const { company } = await makeCompany();
    const hourly = { ...config, pollMs: 3_600_000, concurrency: 2 };
    // events past the batch are left, and said so
    await postbackEvents(company.id, 2);
    expect(await fanOutEvents({ limit: 1 })).toMatchObject({ events: 1, isAnyLeft: true });
    expect(await fanOutEvents({ limit: 1 })).toMatchObject({ events: 1, isAnyLeft: false });
    const idle = await webhookTick(hourly, new Set());
    expect(idle.sleepMs).toBe(hourly.pollMs);
    await Promise.all(idle.started.map((d) => d.outcome));
    const url = databaseUrl();
    // (PGlite has one connection: no other transaction can hold a lock there)
    if (!url) return;
    // the e-mail fan-out marks the same events, woken by the same notification: while it holds one,
    // SKIP LOCKED passes it over, and no notification comes again
    const [held] = await postbackEvents(company.id, 1).then((ids) => ids.slice(-1));
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query(`SELECT "id" FROM "Event" WHERE "id" = $1 FOR UPDATE`, [held]);
      const pass = await webhookTick(hourly, new Set());
      expect(pass.sleepMs).toBe(LOCKED_ROWS_RETRY_MS);
      await Promise.all(pass.started.map((d) => d.outcome));
      expect((await prisma.event.findUniqueOrThrow({ where: { id: held } })).fannedOutAt).toBeNull();
      // the worker itself, its poll an hour away: delivered once the lock is gone
      received = [];
      const worker = startWebhookWorker(hourly);
      try {
        await other.query("COMMIT");
        await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      } finally {
        await worker.stop();
      }
    } finally {
      await other.end();
    }
  });
});
