import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postWebhook } from "./post-webhook";

// A real receiver on 127.0.0.1: what the worker records for answers, silence and refused targets.
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    if (req.url === "/big") return res.writeHead(200).end("x".repeat(10_000));
    if (req.url === "/redirect") return res.writeHead(302, { location: "/ok" }).end();
    if (req.url === "/silent") return;
    res.writeHead(req.url === "/fail" ? 503 : 204).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const post = (path: string, allowPrivate = true, timeoutMs = 2000) =>
  postWebhook({
    url: `${base}${path}`,
    headers: { "content-type": "application/json" },
    body: "{}",
    timeoutMs,
    allowPrivate,
  });

describe("postWebhook", () => {
  it("reports the status and keeps the first 2 KiB of the answer", async () => {
    expect(await post("/ok")).toMatchObject({ status: 204, error: null, isBlocked: false });
    expect(await post("/fail")).toMatchObject({ status: 503 });
    const big = await post("/big");
    expect(big.status).toBe(200);
    expect(big.body).toHaveLength(2048);
  });

  it("does not follow redirects", async () => {
    expect(await post("/redirect")).toMatchObject({ status: 302 });
  });

  it("gives up after the timeout", async () => {
    const r = await post("/silent", true, 300);
    expect(r).toMatchObject({ status: null, error: "timeout after 300 ms", isBlocked: false });
    expect(r.durationMs).toBeGreaterThanOrEqual(290);
    expect(r.durationMs).toBeLessThan(2000);
  });

  it("refuses private targets when they are not allowed, by literal address or by name", async () => {
    expect(await post("/ok", false)).toMatchObject({
      status: null,
      isBlocked: true,
      error: expect.stringMatching(/^blocked: 127\.0\.0\.1/),
    });
    const port = new URL(base).port;
    const byName = await postWebhook({
      url: `http://localhost:${port}/ok`,
      headers: {},
      body: "{}",
      timeoutMs: 2000,
      allowPrivate: false,
    });
    expect(byName).toMatchObject({
      status: null,
      isBlocked: true,
      error: expect.stringMatching(/^blocked: localhost resolves to a non-public address/),
    });
    const v6 = await postWebhook({
      url: `http://[::1]:${port}/ok`,
      headers: {},
      body: "{}",
      timeoutMs: 2000,
      allowPrivate: false,
    });
    expect(v6).toMatchObject({ isBlocked: true });
  });

  it("refuses documentation, reserved and IPv4-translated targets before sending, so the log keeps no answer", async () => {
    const port = new URL(base).port;
    for (const host of [
      "192.0.2.1",
      "198.51.100.7",
      "203.0.113.9",
      "[2001:db8::1]",
      "[::ffff:0:127.0.0.1]",
      "240.0.0.1",
    ]) {
      const r = await postWebhook({
        url: `http://${host}:${port}/big`,
        headers: {},
        body: "{}",
        timeoutMs: 2000,
        allowPrivate: false,
      });
      expect(r, host).toMatchObject({
        status: null,
        body: null,
        isBlocked: true,
        error: expect.stringMatching(/^blocked: /),
      });
    }
  });

  it("reports connection errors as retryable", async () => {
    const r = await postWebhook({
      url: "http://127.0.0.1:1/ok",
      headers: {},
      body: "{}",
      timeoutMs: 2000,
      allowPrivate: true,
    });
    expect(r).toMatchObject({ status: null, isBlocked: false, error: expect.stringMatching(/^ECONNREFUSED/) });
  });
});
