import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { makeCompany } from "@/lib/test/factories";

import { claimDeliveries } from "./claim-deliveries";
import { deliverWebhook } from "./deliver-webhook";
import { fanOutEvents } from "./fan-out-events";
import { resendWebhookDelivery } from "./resend-webhook-delivery";
import { startWebhookWorker, webhookTick } from "./start-webhook-worker";
import type { WebhookConfig } from "./webhook-config";

// who did it, for the audit entry each of these writes
const by = { actor: { kind: "system" as const } };

// Fair shares and endpoint health, on the real database with real HTTP: a receiver that answers at
// once, and a tarpit that accepts connections and never answers.

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
let arrivals: { path: string; at: number }[] = [];
let status = 200;
let receiver: http.Server;
let base = "";
let tarpit: net.Server;
let tarpitBase = "";
const held = new Set<net.Socket>();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      arrivals.push({ path: req.url ?? "", at: Date.now() });
      res.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  tarpit = net.createServer((socket) => {
    held.add(socket);
    socket.on("close", () => held.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((r) => tarpit.listen(0, "127.0.0.1", r));
  tarpitBase = `http://127.0.0.1:${(tarpit.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await prisma.webhookDelivery.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
  receiver.closeAllConnections();
  for (const s of held) s.destroy();
  await new Promise((r) => receiver.close(r));
  await new Promise((r) => tarpit.close(r));
});

beforeEach(async () => {
  arrivals = [];
  status = 200;
  // nothing of earlier tests or files is left for these workers to claim
  await fanOutEvents({ limit: 100_000 });
  await prisma.webhookDelivery.updateMany({ where: { status: "pending" }, data: { status: "failed" } });
});

async function endpoint(companyId: number, url: string) {
  return prisma.webhookEndpoint.create({ data: { companyId, url, enabledEvents: [], secret: SECRET } });
}

// n transaction events of the company, fanned out to its endpoints; their commit times
async function events(companyId: number, n: number, firstId: number) {
  await prisma.event.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      companyId,
      type: "transaction.paid",
      objectType: "transaction",
      // ids no real transaction of a test database reaches
      objectId: firstId + i,
      data: { id: firstId + i, status: "paid", amount: 1000 },
    })),
  });
  await fanOutEvents({ limit: 100_000 });
}

const config: WebhookConfig = {
  pollMs: 50,
  timeoutMs: 60_000,
  retryBaseMs: 200,
  maxAttempts: 5,
  concurrency: 32,
  leaseMs: 90_000,
  disableAfterMs: 72 * 3600_000,
};

describe("webhook delivery shared fairly (real database, real HTTP)", () => {
  it("a company's 30 tarpit endpoints never hold the slots another company's deliveries need", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    await endpoint(a.company.id, `${base}/a`);
    for (let i = 0; i < 30; i++) await endpoint(b.company.id, `${tarpitBase}/b${i}`);
    // B's 10 payments first: 300 deliveries, all older than A's
    await events(b.company.id, 10, 2_000_100_000);
    const worker = startWebhookWorker(config);
    try {
      // B's attempts are running (and will not end: the tarpit never answers)
      await expect.poll(() => held.size, { timeout: 20_000 }).toBeGreaterThan(0);
      const sentAt = Date.now();
      await events(a.company.id, 10, 2_000_200_000);
      await expect.poll(() => arrivals.filter((r) => r.path === "/a").length, { timeout: 30_000 }).toBe(10);
      const latencies = arrivals.map((r) => r.at - sentAt).sort((x, y) => x - y);
      console.info(`company A's 10 deliveries beside 30 tarpits: p99 ${latencies.at(-1)} ms after the commit`);
      // recorded as delivered (the outcome is written just after the answer)
      await expect
        .poll(() => prisma.webhookDelivery.count({ where: { companyId: a.company.id, status: "succeeded" } }), {
          timeout: 10_000,
        })
        .toBe(10);
      // ...while every attempt B started is still waiting on its tarpit: A did not wait for them
      const bAttempts = await prisma.webhookAttempt.count({ where: { delivery: { companyId: b.company.id } } });
      expect(bAttempts).toBe(0);
      // B holds at most its company share (three quarters of 32), one attempt per endpoint
      expect(held.size).toBeLessThanOrEqual(24);
      expect(held.size).toBeGreaterThan(0);
    } finally {
      // no new attempt starts once stopping; the running ones end as their tarpit connections drop
      const stopping = worker.stop();
      const cut = setInterval(() => held.forEach((s) => s.destroy()), 20);
      await stopping;
      clearInterval(cut);
    }
  });

  it("a failing endpoint backs off as a whole: one probe at a time, the rest wait on its backoff", async () => {
    const { company } = await makeCompany();
    // known to be failing (three failures, the last a moment ago) and in its backoff
    const e = await endpoint(company.id, `${base}/down`);
    await prisma.webhookEndpoint.update({
      where: { id: e.id },
      data: {
        consecutiveFailures: 3,
        failingSince: new Date(Date.now() - 3600_000),
        backoffUntil: new Date(Date.now() + 3600_000),
      },
    });
    status = 503;
    await events(company.id, 8, 2_000_300_000);
    const cfg = { ...config, timeoutMs: 2000, retryBaseMs: 60_000 };
    // eight deliveries due, none sent while the endpoint backs off
    expect(await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 })).toEqual([]);

    await prisma.webhookEndpoint.update({ where: { id: e.id }, data: { backoffUntil: new Date(Date.now() - 1000) } });
    const probe = await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 });
    expect(probe).toHaveLength(1);
    // while the probe runs, nothing else goes to that endpoint
    expect(await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 })).toEqual([]);
    expect(await deliverWebhook(probe[0], cfg)).toBe("retry");
    expect(arrivals).toHaveLength(1);
    const health = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: e.id } });
    expect(health.consecutiveFailures).toBe(4);
    expect(health.backoffUntil!.getTime()).toBeGreaterThan(Date.now());
    // the seven others are still due, and still wait
    expect(
      await prisma.webhookDelivery.count({
        where: { endpointId: e.id, status: "pending", nextAttemptAt: { lte: new Date() } },
      }),
    ).toBe(7);
    expect(await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 })).toEqual([]);

    // one success clears the run
    status = 200;
    await prisma.webhookEndpoint.update({ where: { id: e.id }, data: { backoffUntil: new Date(Date.now() - 1000) } });
    const [next] = await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 });
    expect(await deliverWebhook(next, cfg)).toBe("succeeded");
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      consecutiveFailures: 0,
      failingSince: null,
      backoffUntil: null,
    });
    // healthy again: the rest go out together
    expect(await claimDeliveries({ limit: 32, leaseMs: 5000, concurrency: 32 })).toHaveLength(6);
  });

  it("an endpoint failing for WEBHOOK_DISABLE_AFTER_HOURS is disabled once, with an event and an audit entry; enabling it starts afresh", async () => {
    const { company } = await makeCompany();
    const e = await endpoint(company.id, `${base}/dead`);
    const watcher = await endpoint(company.id, `${base}/watcher`);
    // failing since three days and a minute
    await prisma.webhookEndpoint.update({
      where: { id: e.id },
      data: { consecutiveFailures: 40, failingSince: new Date(Date.now() - 72 * 3600_000 - 60_000) },
    });
    status = 500;
    await events(company.id, 1, 2_000_400_000);
    const pass = await webhookTick({ ...config, timeoutMs: 2000 }, new Set());
    await Promise.all(pass.started.map((s) => s.outcome));
    const row = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: e.id } });
    expect(row).toMatchObject({ enabled: false, disabledReason: "failing" });
    expect(row.disabledAt).toBeInstanceOf(Date);
    expect(row.consecutiveFailures).toBeGreaterThan(40);
    // the watcher failed once too, but it is not failing for three days
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: watcher.id } })).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    const disabled = await prisma.event.findMany({
      where: { companyId: company.id, type: "webhook_endpoint.disabled" },
    });
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).toMatchObject({ objectType: "webhook_endpoint", objectId: e.id });
    expect(disabled[0].data).toMatchObject({ id: e.id, enabled: false, disabledReason: "failing" });
    const audit = await prisma.auditEntry.findMany({
      where: { companyId: company.id, action: "webhook_endpoint.disable" },
    });
    expect(audit).toHaveLength(1);

    const { updateWebhookEndpoint } = await import("./update-webhook-endpoint");
    const again = await updateWebhookEndpoint({
      by,
      companyId: company.id,
      endpointId: e.id,
      input: { enabled: true },
    });
    expect(again).toMatchObject({ enabled: true, consecutiveFailures: 0, failingSince: null, disabledReason: null });
  });

  it("resending a delivery that is still retrying reschedules it now instead of starting a second one", async () => {
    const { company } = await makeCompany();
    const e = await endpoint(company.id, `${base}/flaky`);
    status = 500;
    await events(company.id, 1, 2_000_500_000);
    const cfg = { ...config, timeoutMs: 2000, retryBaseMs: 3_600_000 };
    const pass = await webhookTick(cfg, new Set());
    await Promise.all(pass.started.map((s) => s.outcome));
    const [retrying] = await prisma.webhookDelivery.findMany({ where: { endpointId: e.id } });
    expect(retrying).toMatchObject({ status: "pending", attemptCount: 1 });
    expect(retrying.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    status = 200;
    // two clicks at once: still one delivery, due now, and the endpoint's backoff lifted
    const [r1, r2] = await Promise.all([
      resendWebhookDelivery({ companyId: company.id, deliveryId: retrying.id }),
      resendWebhookDelivery({ companyId: company.id, deliveryId: retrying.id }),
    ]);
    expect(r1.id).toBe(retrying.id);
    expect(r2.id).toBe(retrying.id);
    expect(await prisma.webhookDelivery.count({ where: { endpointId: e.id } })).toBe(1);
    const next = await webhookTick(cfg, new Set());
    expect(await Promise.all(next.started.map((s) => s.outcome))).toEqual(["succeeded"]);
    expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: retrying.id } })).toMatchObject({
      status: "succeeded",
      attemptCount: 2,
    });
  });
});
