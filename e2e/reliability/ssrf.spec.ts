import { expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// A server as an operator runs it (no WEBHOOK_ALLOW_PRIVATE_NETWORKS, sandbox mode included):
// webhook endpoints and postbackUrls on private addresses are refused when they are created.
test("without WEBHOOK_ALLOW_PRIVATE_NETWORKS, private webhook and postback URLs are a 422 and create nothing; unresolvable names are accepted", async () => {
  test.setTimeout(240_000);
  const server = ownServer("ssrf", 3391, { pglite: true, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: "false" } });
  await server.start();
  try {
    const id = uid();
    const signup = await (
      await signUp(server.url, {
        ownerName: "Ana Teste",
        legalName: `SSRF ${id}`,
        documentNumber: randomCnpj(),
        email: `ssrf-${id}@example.com`,
        password: `senha-${id}`,
      })
    ).json();
    const headers = { "x-api-key": signup.apiKey, "content-type": "application/json" };
    const post = (path: string, body: object) =>
      fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://localhost/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:192.168.0.1]/",
      "http://[2002:c0a8:101::1]/",
      // documentation and reserved ranges, and IPv4-translated loopback (IANA special-purpose)
      "http://192.0.2.10/hook",
      "http://198.51.100.7/hook",
      "http://203.0.113.9/hook",
      "http://[2001:db8::1]/hook",
      "http://[::ffff:0:127.0.0.1]/hook",
    ]) {
      const endpoint = await post("/v1/webhook-endpoints", { url, enabledEvents: ["transaction.paid"] });
      expect(endpoint.status, url).toBe(422);
      expect(await endpoint.json()).toMatchObject({ code: "url_not_allowed", details: { field: "url" } });
      const payment = await post("/v1/transactions", transactionBody("pix", { postbackUrl: url }));
      expect(payment.status, url).toBe(422);
      expect(await payment.json()).toMatchObject({ code: "url_not_allowed", details: { field: "postbackUrl" } });
    }
    const list = await fetch(`${server.url}/v1/transactions?limit=1`, { headers });
    expect(list.headers.get("x-total-count")).toBe("0");
    expect(await (await fetch(`${server.url}/v1/webhook-endpoints`, { headers })).json()).toEqual([]);
    // a name that does not resolve now is not certainly unsafe: accepted, and judged at each delivery
    const unresolved = await post(
      "/v1/transactions",
      transactionBody("pix", { postbackUrl: "https://loja.invalid/pb" }),
    );
    expect(unresolved.status).toBe(200);
    expect(
      (await post("/v1/webhook-endpoints", { url: "https://hooks.invalid/x", enabledEvents: ["transaction.paid"] }))
        .status,
    ).toBe(200);
    // a public address is accepted (nothing is sent until an event happens)
    expect(
      (await post("/v1/webhook-endpoints", { url: "https://93.184.215.14/hook", enabledEvents: ["transaction.paid"] }))
        .status,
    ).toBe(200);
  } finally {
    await server.stop();
  }
});
