import { readFileSync } from "node:fs";

import { createMerchant, expect, test, transactionBody } from "../fixtures";
import { signIn } from "../support/session";

// Every route that takes an id, called by another company (API key and dashboard session) with
// this company's ids: always 404, never data.
type Route = { path: string; methods: string[] };
const routes: Route[] = JSON.parse(readFileSync("generated/route-manifest.json", "utf8")).filter((r: Route) =>
  r.path.includes("{"),
);

test("isolation sweep: another company's ids are 404 on every route, by key and by session", async ({
  merchant,
  request,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const pix = await (await merchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
  await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`);
  const card = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
  // an open dispute: its evidence route must answer 404 to a stranger before it reads any body
  const disputed = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
  await merchant.api.post(`/v1/transactions/${disputed.id}/sandbox/dispute`);
  const disputeId = (await (await merchant.api.get(`/v1/disputes?transactionId=${disputed.id}`)).json())[0]?.id;
  const created = async (path: string, data: object) =>
    (await (await merchant.api.post(path, { data })).json()).id as number | undefined;
  const ids: Record<string, number | undefined> = {
    transactionId: card.id,
    recipientId: merchant.recipientId,
    bankAccountId: (await (await merchant.api.get(`/v1/recipients/${merchant.recipientId}/bank-accounts`)).json())[0]
      ?.id,
    transferId: await created("/v1/transfers", { recipientId: merchant.recipientId, amount: 100 }),
    paymentLinkId: await created("/v1/payment-links", { title: "Isolado", amount: 1000 }),
    customerId: card.customer.id,
    webhookEndpointId: await created("/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook" }),
    eventId: (await (await merchant.api.get("/v1/events?limit=1")).json())[0]?.id,
    pixKeyId: await created(`/v1/recipients/${merchant.recipientId}/pix-keys`, { key: "isolado@example.com" }),
    deliveryId: undefined,
    disputeId,
  };

  const intruder = await createMerchant(request, baseURL!, playwright, "owner");
  const session = await playwright.request.newContext({ baseURL });
  await signIn(session, intruder.email, intruder.password);

  const checked: string[] = [];
  for (const route of routes) {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const id = (p: string) =>
      ids[p] ?? ids[Object.keys(ids).find((k) => p.toLowerCase().includes(k.replace(/Id$/, "").toLowerCase())) ?? ""];
    if (params.some((p) => id(p) === undefined)) continue;
    const url = route.path.replace(/\{(\w+)\}/g, (_, p) => String(id(p)));
    for (const method of route.methods) {
      for (const [who, ctx] of [
        ["key", intruder.api],
        ["session", session],
      ] as const) {
        const res = await ctx.fetch(url, {
          method,
          headers: { "content-type": "application/json" },
          data: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        expect(res.status(), `${who} ${method} ${url}`).toBe(404);
        const body = await res.json();
        expect(body.code, `${who} ${method} ${url}`).toBe("not_found");
        expect(JSON.stringify(body)).not.toContain(merchant.email);
        checked.push(`${method} ${route.path}`);
      }
    }
  }
  // the sweep must really have covered the money routes
  expect(checked).toEqual(
    expect.arrayContaining([
      "GET /v1/transactions/{transactionId}",
      "POST /v1/transactions/{transactionId}/refund",
      "GET /v1/recipients/{recipientId}",
      "GET /v1/transfers/{transferId}",
      "GET /v1/disputes/{disputeId}",
      "POST /v1/disputes/{disputeId}/evidence",
      "POST /v1/payment-links/{paymentLinkId}/image",
    ]),
  );
  // and nothing was touched
  const after = await (await merchant.api.get(`/v1/transactions/${card.id}`)).json();
  expect(after).toMatchObject({ status: "paid", refundedAmount: 0 });
  await session.dispose();
  await intruder.api.dispose();
});
