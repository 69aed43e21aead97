import type { APIRequestContext } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { expect, test, transactionBody } from "../fixtures";
import { receiver } from "../support/receiver";

// Webhooks end to end: a real HTTP receiver on 127.0.0.1 (allowed in sandbox mode) gets what the
// server's worker sends. The test servers run with a short retry base, poll interval and timeout
// (playwright.config.ts), so retries and timeouts happen within seconds.

async function deliveriesOf(api: APIRequestContext, query: Record<string, string | number>) {
  const res = await api.get("/v1/webhook-deliveries", { params: query });
  expect(res.status()).toBe(200);
  return res.json();
}

async function eventOf(api: APIRequestContext, transactionId: number, type = "transaction.paid") {
  const res = await api.get("/v1/events", { params: { objectType: "transaction", objectId: transactionId, type } });
  const [event] = await res.json();
  expect(event, `event ${type} of transaction ${transactionId}`).toBeDefined();
  return event;
}

test.describe("webhooks", () => {
  test("a paid card transaction's postback arrives signed with the company secret and is logged", async ({
    merchant,
  }) => {
    const rec = await receiver();
    try {
      const { secret } = await (await merchant.api.get("/v1/company/webhook-secret")).json();
      expect(secret).toMatch(/^whsec_/);
      const tx = await (
        await merchant.api.post("/v1/transactions", {
          data: transactionBody("credit_card", { postbackUrl: `${rec.url}/postback` }),
        })
      ).json();
      expect(tx.status).toBe("paid");
      await expect.poll(() => rec.hits.length, { timeout: 15_000 }).toBe(1);

      const hit = rec.hits[0];
      expect(hit.path).toBe("/postback");
      expect(hit.headers).toMatchObject({ "content-type": "application/json", "user-agent": "Colmeia-Webhooks/1.0" });
      const payload = new Webhook(secret).verify(hit.body, hit.headers) as Record<string, unknown>;
      const event = await eventOf(merchant.api, tx.id);
      expect(payload).toEqual({
        id: event.id,
        type: "transaction",
        objectId: tx.id,
        url: `${rec.url}/postback`,
        event: "transaction.paid",
        createdAt: event.createdAt,
        data: event.data,
      });
      expect(payload.data).toMatchObject({
        id: tx.id,
        status: "paid",
        amount: tx.amount,
        postbackUrl: `${rec.url}/postback`,
      });
      expect(hit.headers["webhook-id"]).toBe(String(event.id));
      expect(() =>
        new Webhook(`whsec_${Buffer.from("not the secret, 32 bytes long!!!").toString("base64")}`).verify(
          hit.body,
          hit.headers,
        ),
      ).toThrow();

      await expect
        .poll(async () => (await deliveriesOf(merchant.api, { eventId: event.id }))[0]?.status)
        .toBe("succeeded");
      const [listed] = await deliveriesOf(merchant.api, { eventId: event.id });
      expect(listed).toMatchObject({
        eventType: "transaction.paid",
        target: "postback",
        endpointId: null,
        attemptCount: 1,
        lastStatusCode: 200,
        nextAttemptAt: null,
      });
      expect(listed.attempts).toEqual([
        expect.objectContaining({ responseStatus: 200, durationMs: expect.any(Number), error: null }),
      ]);
      const detail = await (await merchant.api.get(`/v1/webhook-deliveries/${listed.id}`)).json();
      expect(detail.attempts[0]).toMatchObject({
        requestBody: hit.body,
        responseBody: "ok",
        requestHeaders: { "webhook-signature": hit.headers["webhook-signature"] },
      });
    } finally {
      await rec.close();
    }
  });

  test("a registered endpoint gets the events it subscribes to, signed with its own secret shown once", async ({
    merchant,
  }) => {
    const rec = await receiver();
    try {
      const created = await merchant.api.post("/v1/webhook-endpoints", {
        data: { url: `${rec.url}/hooks`, description: "ERP", enabled_events: ["transaction.paid", "transfer.*"] },
      });
      expect(created.status()).toBe(200);
      const endpoint = await created.json();
      expect(endpoint).toMatchObject({
        url: `${rec.url}/hooks`,
        description: "ERP",
        enabledEvents: ["transaction.paid", "transfer.*"],
        enabled: true,
        secret: expect.stringMatching(/^whsec_/),
      });
      expect(endpoint.secretPrefix).toBe(`${endpoint.secret.slice(0, 10)}…`);
      const read = await (await merchant.api.get(`/v1/webhook-endpoints/${endpoint.id}`)).json();
      expect(read).not.toHaveProperty("secret");
      const list = await merchant.api.get("/v1/webhook-endpoints");
      expect(list.headers()["x-total-count"]).toBe("1");
      expect((await list.json())[0]).not.toHaveProperty("secret");

      // refused (not subscribed) and paid (subscribed): only the paid one arrives
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("credit_card", {
          card: {
            number: "4000000000000002",
            holderName: "FULANO",
            expirationMonth: 12,
            expirationYear: 2030,
            cvv: "123",
          },
        }),
      });
      const tx = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
      await expect.poll(() => rec.hits.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 1000));
      expect(rec.hits).toHaveLength(1);
      const payload = new Webhook(endpoint.secret).verify(rec.hits[0].body, rec.hits[0].headers);
      expect(payload).toMatchObject({ event: "transaction.paid", objectId: tx.id, url: `${rec.url}/hooks` });
      const [delivery] = await deliveriesOf(merchant.api, { endpointId: endpoint.id });
      expect(delivery).toMatchObject({ target: "endpoint", endpointId: endpoint.id, status: "succeeded" });

      // rotation: the new secret is returned once, and the old one keeps signing beside it
      const rotated = await (
        await merchant.api.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { data: {} })
      ).json();
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(endpoint.secret);
      await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") });
      await expect.poll(() => rec.hits.length, { timeout: 15_000 }).toBe(2);
      expect(rec.hits[1].headers["webhook-signature"].split(" ")).toHaveLength(2);
      expect(new Webhook(rotated.secret).verify(rec.hits[1].body, rec.hits[1].headers)).toMatchObject({
        event: "transaction.paid",
      });
      expect(new Webhook(endpoint.secret).verify(rec.hits[1].body, rec.hits[1].headers)).toMatchObject({
        event: "transaction.paid",
      });

      // disabled: nothing more is sent
      const patched = await (
        await merchant.api.patch(`/v1/webhook-endpoints/${endpoint.id}`, { data: { enabled: false } })
      ).json();
      expect(patched).toMatchObject({
        enabled: false,
        description: "ERP",
        url: `${rec.url}/hooks`,
        enabledEvents: ["transaction.paid", "transfer.*"],
      });
      await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") });
      await new Promise((r) => setTimeout(r, 1500));
      expect(rec.hits).toHaveLength(2);
    } finally {
      await rec.close();
    }
  });

  test("a receiver that fails three times gets the event on the 4th attempt, and the log shows each attempt", async ({
    merchant,
  }) => {
    const rec = await receiver((n) => (n <= 3 ? 500 : 200));
    try {
      const tx = await (
        await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { postbackUrl: rec.url }) })
      ).json();
      await expect.poll(() => rec.hits.length, { timeout: 30_000 }).toBe(4);
      const event = await eventOf(merchant.api, tx.id);
      await expect
        .poll(async () => (await deliveriesOf(merchant.api, { eventId: event.id }))[0]?.status)
        .toBe("succeeded");
      const [delivery] = await deliveriesOf(merchant.api, { eventId: event.id });
      expect(delivery).toMatchObject({ attemptCount: 4, lastStatusCode: 200 });
      expect(delivery.attempts.map((a: { responseStatus: number }) => a.responseStatus)).toEqual([500, 500, 500, 200]);
      // the same message on every attempt: one webhook-id, fresh timestamps and signatures
      expect(new Set(rec.hits.map((h) => h.headers["webhook-id"])).size).toBe(1);
      const times = rec.hits.map((h) => Date.parse(JSON.parse(h.body).createdAt));
      expect(new Set(times).size).toBe(1);
      const detail = await (await merchant.api.get(`/v1/webhook-deliveries/${delivery.id}`)).json();
      expect(detail.attempts[0]).toMatchObject({ responseStatus: 500, responseBody: "falhou" });
    } finally {
      await rec.close();
    }
  });

  test("a receiver that never answers is a failed attempt with a timeout error, retried later", async ({
    merchant,
  }) => {
    const rec = await receiver(() => null);
    try {
      const tx = await (
        await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { postbackUrl: rec.url }) })
      ).json();
      const event = await eventOf(merchant.api, tx.id);
      await expect
        .poll(async () => (await deliveriesOf(merchant.api, { eventId: event.id }))[0]?.attemptCount ?? 0, {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(1);
      const [delivery] = await deliveriesOf(merchant.api, { eventId: event.id });
      expect(delivery.status).toBe("pending");
      expect(delivery.lastStatusCode).toBeNull();
      expect(delivery.attempts[0]).toMatchObject({
        responseStatus: null,
        error: expect.stringMatching(/timeout after \d+ ms/),
      });
      expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(1000);
    } finally {
      await rec.close();
    }
  });

  test("resend makes a new delivery with a new attempt; the original keeps its log", async ({ merchant }) => {
    const rec = await receiver();
    try {
      const tx = await (
        await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { postbackUrl: rec.url }) })
      ).json();
      const event = await eventOf(merchant.api, tx.id, "transaction.waiting_payment");
      await expect
        .poll(async () => (await deliveriesOf(merchant.api, { eventId: event.id }))[0]?.status, { timeout: 15_000 })
        .toBe("succeeded");
      const [original] = await deliveriesOf(merchant.api, { eventId: event.id });

      const res = await merchant.api.post(`/v1/webhook-deliveries/${original.id}/resend`);
      expect(res.status()).toBe(200);
      const resent = await res.json();
      expect(resent).toMatchObject({
        eventId: event.id,
        url: rec.url,
        target: "postback",
        status: "pending",
        attemptCount: 0,
        attempts: [],
      });
      expect(resent.id).not.toBe(original.id);
      await expect.poll(() => rec.hits.length, { timeout: 15_000 }).toBe(2);
      expect(rec.hits[1].headers["webhook-id"]).toBe(rec.hits[0].headers["webhook-id"]);
      await expect
        .poll(async () => (await (await merchant.api.get(`/v1/webhook-deliveries/${resent.id}`)).json()).status)
        .toBe("succeeded");

      const both = await deliveriesOf(merchant.api, { eventId: event.id });
      expect(both.map((d: { id: number }) => d.id)).toEqual([resent.id, original.id]);
      expect(both.map((d: { attempts: unknown[] }) => d.attempts.length)).toEqual([1, 1]);
      const filtered = await merchant.api.get("/v1/webhook-deliveries", {
        params: { eventId: event.id, status: "succeeded", limit: 1 },
      });
      expect(filtered.headers()["x-total-count"]).toBe("2");
      expect(await filtered.json()).toHaveLength(1);
    } finally {
      await rec.close();
    }
  });

  test("another company sees none of it: every id is a 404", async ({ merchant, otherMerchant }) => {
    const rec = await receiver();
    try {
      const endpoint = await (await merchant.api.post("/v1/webhook-endpoints", { data: { url: rec.url } })).json();
      const tx = await (
        await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { postbackUrl: rec.url }) })
      ).json();
      const event = await eventOf(merchant.api, tx.id);
      await expect
        .poll(async () => (await deliveriesOf(merchant.api, { eventId: event.id })).length, { timeout: 15_000 })
        .toBe(2);
      const [delivery] = await deliveriesOf(merchant.api, { eventId: event.id });

      const other = otherMerchant.api;
      for (const res of [
        await other.get(`/v1/webhook-deliveries/${delivery.id}`),
        await other.post(`/v1/webhook-deliveries/${delivery.id}/resend`),
        await other.get(`/v1/events/${event.id}`),
        await other.get(`/v1/webhook-endpoints/${endpoint.id}`),
        await other.patch(`/v1/webhook-endpoints/${endpoint.id}`, { data: { enabled: false } }),
        await other.post(`/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { data: {} }),
        await other.delete(`/v1/webhook-endpoints/${endpoint.id}`),
      ]) {
        expect(res.status()).toBe(404);
        expect(await res.json()).toMatchObject({ code: "not_found" });
      }
      expect(await deliveriesOf(other, { eventId: event.id })).toEqual([]);
      // objectType too: the other company's own bank-account event may carry the same number as an id
      expect(
        await (await other.get("/v1/events", { params: { objectType: "transaction", objectId: tx.id } })).json(),
      ).toEqual([]);
      expect(await (await other.get("/v1/webhook-endpoints")).json()).toEqual([]);
      expect((await (await merchant.api.get(`/v1/webhook-endpoints/${endpoint.id}`)).json()).enabled).toBe(true);
    } finally {
      await rec.close();
    }
  });

  test("endpoints: validation, partial updates, delete, unknown ids", async ({ merchant }) => {
    const api = merchant.api;
    for (const data of [
      {},
      { url: "ftp://example.com" },
      { url: "not a url" },
      { url: "https://example.com", enabledEvents: ["transaction.nope"] },
      { url: "https://example.com", enabled: "yes" },
    ]) {
      const res = await api.post("/v1/webhook-endpoints", { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "bad_request", details: { issues: expect.any(Array) } });
    }
    const e = await (await api.post("/v1/webhook-endpoints", { data: { url: "https://example.com/a" } })).json();
    expect(e).toMatchObject({ enabledEvents: [], enabled: true, description: null });
    const put = await (await api.put(`/v1/webhook-endpoints/${e.id}`, { data: { description: "novo" } })).json();
    expect(put).toMatchObject({ url: "https://example.com/a", description: "novo", enabled: true });
    expect((await api.patch(`/v1/webhook-endpoints/${e.id}`, { data: { url: "javascript:alert(1)" } })).status()).toBe(
      400,
    );
    expect((await api.delete(`/v1/webhook-endpoints/${e.id}`)).status()).toBe(204);
    for (const path of [
      `/v1/webhook-endpoints/${e.id}`,
      "/v1/webhook-endpoints/999999999",
      "/v1/webhook-endpoints/abc",
      "/v1/events/999999999",
      "/v1/webhook-deliveries/999999999",
    ])
      expect((await api.get(path)).status(), path).toBe(404);
    expect((await api.post("/v1/webhook-deliveries/999999999/resend")).status()).toBe(404);
    expect((await api.get("/v1/webhook-deliveries", { params: { status: "lost" } })).status()).toBe(400);
    expect((await api.get("/v1/events", { params: { objectType: "customer" } })).status()).toBe(400);
  });

  test("events: newest first, filters and paging", async ({ merchant }) => {
    const api = merchant.api;
    const card = await (await api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
    const pix = await (await api.post("/v1/transactions", { data: transactionBody("pix") })).json();
    await api.post(`/v1/transactions/${card.id}/refund`, { data: { amount: 1000 } });

    // the oldest: the merchant's own bank account, added by the fixture (a payout destination)
    const all = await api.get("/v1/events");
    expect(all.headers()["x-total-count"]).toBe("4");
    const events = await all.json();
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      "transaction.partially_refunded",
      "transaction.waiting_payment",
      "transaction.paid",
      "payout_destination.created",
    ]);
    expect(events[3]).toMatchObject({
      objectType: "payout_destination",
      data: { kind: "bank_account", recipientId: merchant.recipientId, thirdParty: false },
    });
    expect(events[2]).toMatchObject({
      objectType: "transaction",
      objectId: card.id,
      data: { id: card.id, status: "paid" },
    });

    const byType = await (
      await api.get("/v1/events", { params: { type: "transaction.paid,transaction.waiting_payment" } })
    ).json();
    expect(byType.map((e: { objectId: number }) => e.objectId)).toEqual([pix.id, card.id]);
    const byObject = await (
      await api.get("/v1/events", { params: { objectType: "transaction", objectId: card.id } })
    ).json();
    expect(byObject).toHaveLength(2);
    const page = await api.get("/v1/events", { params: { limit: 1, offset: 1 } });
    expect(page.headers()["x-total-count"]).toBe("4");
    expect((await page.json())[0].type).toBe("transaction.waiting_payment");
    const one = await (await api.get(`/v1/events/${events[0].id}`)).json();
    // the worker may fan the event out between the two reads (fannedOutAt set): the rest is the same
    expect({ ...one, fannedOutAt: null }).toEqual({ ...events[0], fannedOutAt: null });
  });

  test("POST /v1/webhooks/events validates the envelope", async ({ merchant }) => {
    const api = merchant.api;
    const data = { id: 7, status: "paid", amount: 10000 };
    for (const body of [
      { event: "transaction.paid", createdAt: "2026-01-01T12:00:00Z", data },
      {
        id: 1,
        type: "transaction",
        objectId: 7,
        url: "https://loja.example.com/hook",
        event: "transaction.paid",
        createdAt: "2026-01-01T12:00:00.000Z",
        data,
      },
    ]) {
      const res = await api.post("/v1/webhooks/events", { data: body });
      expect(res.status(), JSON.stringify(body)).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    for (const body of [
      {},
      { event: "paid", createdAt: "2026-01-01T12:00:00Z", data },
      { event: "transaction.paid", createdAt: "ontem", data },
      { event: "transaction.paid", createdAt: "2026-01-01T12:00:00Z", data: { id: "7", status: "paid", amount: 1.5 } },
      { event: "transaction.paid", type: "transfer", createdAt: "2026-01-01T12:00:00Z", data },
    ]) {
      const res = await api.post("/v1/webhooks/events", { data: body });
      expect(res.status(), JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        code: "bad_request",
        message: expect.any(String),
        details: { issues: expect.any(Array) },
      });
    }
    const malformed = await api.post("/v1/webhooks/events", {
      headers: { "content-type": "application/json" },
      data: "{",
    });
    expect(malformed.status()).toBe(400);
  });

  test("send test event: a signed webhook.test reaches that endpoint alone and is logged like any delivery", async ({
    merchant,
    otherMerchant,
  }) => {
    const rec = await receiver();
    const other = await receiver();
    try {
      const created = await (
        await merchant.api.post("/v1/webhook-endpoints", { data: { url: `${rec.url}/hooks`, enabledEvents: ["*"] } })
      ).json();
      await merchant.api.post("/v1/webhook-endpoints", { data: { url: `${other.url}/all`, enabledEvents: ["*"] } });
      const res = await merchant.api.post(`/v1/webhook-endpoints/${created.id}/test`);
      expect(res.status()).toBe(200);
      const delivery = await res.json();
      expect(delivery).toMatchObject({ endpointId: created.id, status: "pending", eventType: "webhook.test" });

      await expect.poll(() => rec.hits.length, { timeout: 15_000 }).toBe(1);
      const payload = new Webhook(created.secret).verify(rec.hits[0].body, rec.hits[0].headers) as Record<
        string,
        unknown
      >;
      expect(payload).toMatchObject({
        type: "webhook_endpoint",
        objectId: created.id,
        event: "webhook.test",
        data: { id: created.id, url: `${rec.url}/hooks` },
      });
      await expect
        .poll(async () => (await (await merchant.api.get(`/v1/webhook-deliveries/${delivery.id}`)).json()).status)
        .toBe("succeeded");
      // the endpoint subscribed to everything was not sent the test: its one delivery was made with the event
      const ofEvent = await deliveriesOf(merchant.api, { eventId: delivery.eventId });
      expect(ofEvent.map((d: { endpointId: number }) => d.endpointId)).toEqual([created.id]);
      expect(other.hits).toHaveLength(0);

      expect((await otherMerchant.api.post(`/v1/webhook-endpoints/${created.id}/test`)).status()).toBe(404);
      await merchant.api.patch(`/v1/webhook-endpoints/${created.id}`, { data: { enabled: false } });
      const disabled = await merchant.api.post(`/v1/webhook-endpoints/${created.id}/test`);
      expect(disabled.status()).toBe(422);
      expect(await disabled.json()).toMatchObject({ code: "invalid_state" });
    } finally {
      await rec.close();
      await other.close();
    }
  });
});
