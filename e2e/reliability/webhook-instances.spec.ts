import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { receiver } from "../support/receiver";
import { signUp as postSignUp } from "../support/sign-up";
import { type OwnServer, ownServer } from "./own-server";

// Webhook delivery across processes, on PostgreSQL: several app instances share one outbox and
// must never send the same attempt twice; a server that goes down between attempts must still
// deliver after it comes back (the schedule lives in the database, not in memory).

async function hookReceiver(answer: (n: number) => number) {
  const r = await receiver(answer);
  return { ...r, url: `${r.url}/hook` };
}

async function signUp(server: OwnServer) {
  const id = uid();
  const res = await postSignUp(server.url, {
    ownerName: "Ana Teste",
    legalName: `Webhooks ${id}`,
    documentNumber: randomCnpj(),
    email: `wh-${id}@example.com`,
    password: `senha-${id}`,
  });
  expect(res.status).toBe(200);
  const { apiKey } = await res.json();
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const secret = (await (await fetch(`${server.url}/v1/company/webhook-secret`, { headers })).json()).secret as string;
  return { headers, secret };
}

const fastWorker = { WEBHOOK_POLL_MS: "100", WEBHOOK_TIMEOUT_MS: "2000", LOG_LEVEL: "error" };

test("two instances on one PostgreSQL deliver every event once, each attempt by one of them", async () => {
  test.setTimeout(240_000);
  const a = ownServer("webhook_pair", 3351, { env: { ...fastWorker, WEBHOOK_RETRY_BASE_MS: "60000" } });
  const b = ownServer("webhook_pair", 3352, {
    env: { ...fastWorker, WEBHOOK_RETRY_BASE_MS: "60000" },
    databaseUrl: a.databaseUrl,
  });
  await a.start();
  await b.start();
  const rec = await hookReceiver(() => 200);
  try {
    const { headers, secret } = await signUp(a);
    const created = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${[a, b][i % 2].url}/v1/transactions`, {
          method: "POST",
          headers,
          body: JSON.stringify(transactionBody("credit_card", { postbackUrl: rec.url })),
        });
        expect(res.status).toBe(200);
        return (await res.json()) as { id: number; status: string };
      }),
    );
    expect(created.every((t) => t.status === "paid")).toBe(true);

    // every event of these transactions, as the API lists them
    const events = (
      await Promise.all(
        created.map(
          async (t) =>
            (await (await fetch(`${a.url}/v1/events?objectType=transaction&objectId=${t.id}`, { headers })).json()) as {
              id: number;
            }[],
        ),
      )
    ).flat();
    expect(events.length).toBeGreaterThanOrEqual(created.length);

    await expect.poll(() => rec.hits.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(events.length);
    // give a duplicate the time to show up, had one been sent
    await new Promise((r) => setTimeout(r, 1500));
    const ids = rec.hits.map((h) => h.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(events.map((e) => String(e.id))));
    for (const hit of rec.hits) expect(() => new Webhook(secret).verify(hit.body, hit.headers)).not.toThrow();

    // the log agrees: one succeeded attempt per delivery
    for (const e of events.slice(0, 10)) {
      const [delivery] = await (await fetch(`${b.url}/v1/webhook-deliveries?eventId=${e.id}`, { headers })).json();
      expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 1 });
    }
  } finally {
    await rec.close();
    await a.stop();
    await b.stop();
  }
});

test("a server stopped between attempts delivers the retry after it restarts", async () => {
  test.setTimeout(240_000);
  // the first attempt fails; the retry is due ~4-7 s later, while the server is down
  const server = ownServer("webhook_restart", 3353, { env: { ...fastWorker, WEBHOOK_RETRY_BASE_MS: "5000" } });
  await server.start();
  const rec = await hookReceiver((n) => (n === 1 ? 500 : 200));
  try {
    const { headers, secret } = await signUp(server);
    const res = await fetch(`${server.url}/v1/transactions`, {
      method: "POST",
      headers,
      body: JSON.stringify(transactionBody("pix", { postbackUrl: rec.url })),
    });
    const tx = await res.json();
    expect(tx.status).toBe("waiting_payment");

    await expect.poll(() => rec.hits.length, { timeout: 20_000 }).toBe(1);
    const [event] = await (
      await fetch(`${server.url}/v1/events?objectType=transaction&objectId=${tx.id}`, { headers })
    ).json();
    const delivery = async () =>
      (await (await fetch(`${server.url}/v1/webhook-deliveries?eventId=${event.id}`, { headers })).json())[0];
    // the failed attempt is on record (not merely leased) before the server dies
    await expect.poll(delivery).toMatchObject({ attemptCount: 1, lastStatusCode: 500 });
    await server.kill9();
    await new Promise((r) => setTimeout(r, 8000));
    expect(rec.hits).toHaveLength(1);

    await server.start();
    await expect.poll(() => rec.hits.length, { timeout: 30_000 }).toBe(2);
    expect(rec.hits[1].headers["webhook-id"]).toBe(rec.hits[0].headers["webhook-id"]);
    expect(() => new Webhook(secret).verify(rec.hits[1].body, rec.hits[1].headers)).not.toThrow();

    await expect.poll(delivery).toMatchObject({ status: "succeeded", attemptCount: 2, lastStatusCode: 200 });
  } finally {
    await rec.close();
    await server.stop();
  }
});
