import { expect, test, transactionBody } from "../../fixtures";
import { ok } from "../../support/money";
import { receiver } from "../../support/receiver";

// Seed spec, "Events": notifications to the transaction's postbackUrl, in the envelope
// {event: "<resource>.<status>", createdAt, data: {id, status, amount, …}}.

type Envelope = { event: string; createdAt: string; data: { id: number; status: string; amount: number } };

test("a paid transaction's postbackUrl receives transaction.paid with data.status paid", async ({ merchant }) => {
  const hook = await receiver();
  try {
    const t = await ok(
      await merchant.api.post("/v1/transactions", {
        data: transactionBody("pix", { postbackUrl: `${hook.url}/postback` }),
      }),
    );
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    await expect
      .poll(() => hook.hits.map((h) => (JSON.parse(h.body) as Envelope).event), { timeout: 20_000 })
      .toContain("transaction.paid");
    const paid = hook.hits.map((h) => JSON.parse(h.body) as Envelope).find((e) => e.event === "transaction.paid")!;
    expect(paid.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(paid.data).toMatchObject({ id: t.id, status: "paid", amount: t.amount });
    expect(
      hook.hits.every((h) => h.path === "/postback" && h.headers["content-type"]?.startsWith("application/json")),
    ).toBe(true);
  } finally {
    await hook.close();
  }
});

test("every event name is <resource>.<status>, and data.status is that status", async ({ merchant }) => {
  const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`));
  const events = (await ok(
    await merchant.api.get("/v1/events", { params: { objectType: "transaction", objectId: t.id } }),
  )) as unknown as { type: string; data: { status: string } }[];
  expect(events.map((e) => e.type).sort()).toEqual(["transaction.paid", "transaction.refunded"]);
  for (const e of events) {
    expect(e.type).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(e.type.split(".")[1]).toBe(e.data.status);
  }
});

test("POST /webhooks/events answers {ok: true} for the documented payload and a 400 for another shape", async ({
  merchant,
}) => {
  const good = await merchant.api.post("/v1/webhooks/events", {
    data: {
      event: "transaction.paid",
      createdAt: "2026-01-01T12:00:00Z",
      data: { id: 7, status: "paid", amount: 10000 },
    },
  });
  expect(good.status()).toBe(200);
  expect(await good.json()).toEqual({ ok: true });
  const bad = await merchant.api.post("/v1/webhooks/events", { data: { event: "paid", createdAt: "ontem", data: {} } });
  expect(bad.status()).toBe(400);
});
