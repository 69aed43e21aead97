import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, expect, it } from "vitest";

import { createHttpClient, type HttpClient } from "./http-client";

// Keep-alive per provider origin (docs/rails.md): connections opened for a burst of concurrent
// calls stay open for the next burst, so a provider (a PSP, Cielo) sees one handshake per
// connection, not per call. Each burst is held at the server until every call of it has arrived,
// so it really runs on that many connections at once.
let server: http.Server | undefined;
let client: HttpClient | undefined;
afterEach(async () => {
  client?.close();
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
});

it("reuses every connection of a burst of concurrent calls for the next burst", async () => {
  const burst = 16;
  let connections = 0;
  let waiting: http.ServerResponse[] = [];
  server = http.createServer((_req, res) => {
    waiting.push(res);
    if (waiting.length < burst) return;
    for (const r of waiting) r.end("{}");
    waiting = [];
  });
  server.keepAliveTimeout = 60_000;
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
  client = createHttpClient({ timeoutMs: 10_000 });
  const round = () => Promise.all(Array.from({ length: burst }, () => client!.request({ method: "GET", url })));

  expect((await round()).map((a) => a.status)).toEqual(Array(burst).fill(200));
  expect(connections).toBe(burst);
  await round();
  await round();
  expect(connections).toBe(burst);
});
