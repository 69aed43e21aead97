import { readFileSync, writeFileSync } from "node:fs";

import { expect, request, test } from "@playwright/test";
import { generate } from "otplib";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signIn, trySignIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// LOG_FORMAT=json (docs/operations.md, Logs): once the server is ready, every line it prints is a
// JSON object — its own events, and what Next.js and next-auth print — and no line holds a
// password, a TOTP secret, an API key, a webhook secret, a card number or a CVV, whatever the
// request (the first start's banner with the demo login, printed once before, is the exception).
test("with LOG_FORMAT=json every line after ready is JSON, and none holds a secret", async () => {
  test.setTimeout(240_000);
  const server = ownServer("json_logs", 3481, { pglite: true, env: { LOG_FORMAT: "json", LOG_LEVEL: "info" } });
  writeFileSync(server.logFile, "");
  await server.start();
  const id = uid();
  const owner = { email: `logs-${id}@example.com`, password: `senha-secreta-${id}` };
  const res = await signUp(server.url, { documentNumber: randomCnpj(), ownerName: "Dona Logs", ...owner });
  expect(res.status).toBe(200);
  const apiKey = ((await res.json()) as { apiKey: string }).apiKey;
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const secrets: string[] = [owner.password, apiKey];

  // the dashboard's session: a wrong password, a right one, two-step sign-in set up
  const session = await request.newContext({ baseURL: server.url });
  const wrong = `senha-errada-${id}`;
  secrets.push(wrong);
  expect(await trySignIn(session, owner.email, wrong)).toBe("CredentialsSignin");
  await signIn(session, owner.email, owner.password);
  const { secret: totpSecret } = (await (await session.post("/v1/users/me/two-factor")).json()) as { secret: string };
  secrets.push(totpSecret);
  const code = await generate({ secret: totpSecret });
  expect((await session.post("/v1/users/me/two-factor/enable", { data: { code } })).status()).toBe(200);
  await session.dispose();

  // a webhook endpoint's secret, shown once
  const endpoint = await fetch(`${server.url}/v1/webhook-endpoints`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: "http://127.0.0.1:9/colmeia-hooks", events: ["transaction.paid"] }),
  });
  expect(endpoint.status).toBe(200);
  secrets.push(((await endpoint.json()) as { secret: string }).secret);

  // cards and a Pix through the rails, and requests the server refuses
  const cvv = "8642";
  for (const number of ["4111111111111111", "4000000000000002", "4111111111111112"]) {
    secrets.push(number);
    const body = transactionBody("credit_card");
    await fetch(`${server.url}/v1/transactions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...body, card: { ...body.card, number, cvv } }),
    });
  }
  const pix = await fetch(`${server.url}/v1/transactions`, {
    method: "POST",
    headers,
    body: JSON.stringify(transactionBody("pix")),
  });
  expect(pix.status).toBe(200);
  await fetch(`${server.url}/v1/transactions`, {
    method: "POST",
    headers,
    body: '{"card":{"number":"4111111111111111',
  });
  await fetch(`${server.url}/v1/transactions`, { headers: { "x-api-key": `${apiKey}x` } });
  await fetch(`${server.url}/v1/nothing-here`, { headers });
  await fetch(`${server.url}/api/auth/callback/credentials`, { method: "POST", body: "csrfToken=forged" });
  await server.stop();

  const log = readFileSync(server.logFile, "utf8");
  const afterReady = log
    .slice(log.indexOf("Ready in"))
    .split("\n")
    .slice(1)
    .filter((l) => l.trim());
  expect(afterReady.length).toBeGreaterThan(10);
  const notJson = afterReady.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  const entries = afterReady.map((l) => JSON.parse(l) as { level?: string; msg?: string; requestId?: string });
  expect(entries.every((e) => typeof e.level === "string")).toBe(true);
  // the request lines carry their request id, route and status
  expect(entries.filter((e) => e.msg === "request" && e.requestId).length).toBeGreaterThan(5);
  for (const secret of secrets) expect(log.slice(log.indexOf("Ready in")), secret).not.toContain(secret);
  expect(log).not.toContain(`"${cvv}"`);
  expect(log).not.toMatch(/"cvv"/i);
});
