import { expect, test } from "@playwright/test";

import { ownServer } from "./own-server";

// METRICS_PORT and METRICS_TOKEN (docs/operations.md, Metrics): the main port no longer answers
// /metrics, the metrics port answers only it, and only with the token.
test("with METRICS_PORT and METRICS_TOKEN, /metrics is only on its own port and only with the token", async () => {
  test.setTimeout(120_000);
  const token = "metrics-token-0123456789abcdef";
  const server = ownServer("metrics_port", 3451, { pglite: true, env: { METRICS_PORT: "3452", METRICS_TOKEN: token } });
  await server.start();
  try {
    const onMain = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(onMain.status).toBe(404);
    expect(await onMain.json()).toMatchObject({ code: "not_found", message: "Metrics are served on METRICS_PORT" });

    const port = "http://127.0.0.1:3452";
    const bare = await fetch(`${port}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toContain("Bearer");
    expect(await bare.json()).toMatchObject({ code: "unauthorized" });
    expect(
      (await fetch(`${port}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status,
    ).toBe(401);

    const ok = await fetch(`${port}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).toContain("# TYPE colmeia_http_requests_total counter");
    // the gauges read at scrape time, from the database this instance uses
    expect(text).toMatch(/^colmeia_webhook_backlog\{name="pending"\} 0$/m);

    // nothing else is served there
    expect((await fetch(`${port}/v1/company`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  } finally {
    await server.stop();
  }
});
