import http from "node:http";

import { expect, test } from "@playwright/test";

import { customer } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp as postSignUp } from "../support/sign-up";
import { type OwnServer, ownServer } from "./own-server";

// Headers a client sends are believed only from proxies the operator declared
// (TRUSTED_PROXY_HOPS, 0 by default), and a SIGTERM lets requests in flight finish.

async function signUp(server: OwnServer) {
  const id = uid();
  const res = await postSignUp(server.url, {
    ownerName: "Ana Teste",
    legalName: `Proxy ${id}`,
    documentNumber: randomCnpj(),
    email: `px-${id}@example.com`,
    password: `senha-${id}`,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { apiKey: string };
}

// The address a payer is seen from: the hosted checkout records it as the transaction's ip.
async function seenIp(server: OwnServer, apiKey: string, headers: Record<string, string>) {
  const auth = { "x-api-key": apiKey, "content-type": "application/json" };
  const link = await (
    await fetch(`${server.url}/v1/payment-links`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ title: "Mel", amount: 1000 }),
    })
  ).json();
  const who = customer();
  const res = await fetch(`${server.url}/api/public/payment-links/${link.alias}/transactions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      paymentMethod: "pix",
      customer: { name: who.name, email: who.email, document: who.document },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const [latest] = await (await fetch(`${server.url}/v1/transactions?limit=1`, { headers: auth })).json();
  return { ip: latest.ip as string | null, hsts: res.headers.get("strict-transport-security") };
}

test("by default no forwarded header is believed: no spoofed IP, no HSTS from a claimed https", async () => {
  test.setTimeout(240_000);
  const server = ownServer("proxy_none", 3371, { pglite: true });
  await server.start();
  try {
    const { apiKey } = await signUp(server);
    const seen = await seenIp(server, apiKey, { "x-forwarded-for": "203.0.113.50", "x-forwarded-proto": "https" });
    expect(seen.ip).toBe("127.0.0.1");
    expect(seen.hsts).toBeNull();
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("set-cookie") ?? "").not.toMatch(/;\s*secure/i);
  } finally {
    await server.stop();
  }
});

test("behind one trusted proxy: its X-Forwarded-For entry is the client, https gets HSTS and Secure cookies", async () => {
  test.setTimeout(240_000);
  const server = ownServer("proxy_one", 3372, { pglite: true, env: { TRUSTED_PROXY_HOPS: "1" } });
  await server.start();
  try {
    const { apiKey } = await signUp(server);
    const seen = await seenIp(server, apiKey, {
      "x-forwarded-for": "6.6.6.6, 203.0.113.50",
      "x-forwarded-proto": "https",
    });
    expect(seen.ip).toBe("203.0.113.50");
    expect(seen.hsts).toMatch(/^max-age=\d+/);
    expect((await seenIp(server, apiKey, { "x-forwarded-proto": "http" })).hsts).toBeNull();
    const csrf = await fetch(`${server.url}/api/auth/csrf`, { headers: { "x-forwarded-proto": "https" } });
    expect(csrf.headers.get("set-cookie")).toMatch(/__Host-next-auth\.csrf-token=[^;]+;.*Secure/i);
  } finally {
    await server.stop();
  }
});

test("SIGTERM stops taking new requests and lets the one in flight finish", async () => {
  test.setTimeout(240_000);
  const server = ownServer("drain", 3373, { pglite: true });
  await server.start();
  const { apiKey } = await signUp(server);
  const who = customer();
  const body = JSON.stringify(who);
  // a request whose body is still arriving when the signal comes
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${server.url}/v1/customers`,
      {
        method: "POST",
        headers: { "x-api-key": apiKey, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 1500);
  });
  await new Promise((r) => setTimeout(r, 300));
  const stopped = server.stop();
  await new Promise((r) => setTimeout(r, 500));
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  const done = await answer;
  expect(done.status, done.text).toBe(200);
  expect(JSON.parse(done.text)).toMatchObject({ email: who.email });
  await stopped;
});
