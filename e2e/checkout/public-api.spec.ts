import { expect, test } from "../fixtures";
import { randomCpf, uid } from "../support/documents";
import { createLink, publicKeyOf } from "./helpers";

const card = {
  number: "4111 1111 1111 1111",
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};
const customer = () => ({
  name: `Maria ${uid()}`,
  email: `maria-${uid()}@example.com`,
  document: { number: randomCpf(), type: "cpf" },
});

test.describe("POST /v1/card-hashes", () => {
  test("takes the public key (header or body), never the secret key", async ({ request, merchant }) => {
    const pk = await publicKeyOf(merchant);
    expect(pk).toMatch(/^pk_/);
    const viaHeader = await request.post("/v1/card-hashes", { data: card, headers: { "x-public-key": pk } });
    expect(viaHeader.status(), await viaHeader.text()).toBe(200);
    const body = await viaHeader.json();
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "hash"]);
    expect(body.hash).toMatch(/^ch_/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(viaHeader.headers()["cache-control"]).toBe("no-store");
    expect((await request.post("/v1/card-hashes", { data: { ...card, publicKey: pk } })).status()).toBe(200);

    const secret = await request.post("/v1/card-hashes", { data: card, headers: { "x-public-key": merchant.apiKey } });
    expect(secret.status()).toBe(401);
    expect(await secret.json()).toMatchObject({ code: "unauthorized", message: expect.stringContaining("public key") });
    const basic = await merchant.api.post("/v1/card-hashes", { data: card });
    expect(basic.status()).toBe(401);
    expect(
      (await request.post("/v1/card-hashes", { data: card, headers: { "x-public-key": "pk_nope" } })).status(),
    ).toBe(401);
  });

  test("422 invalid_card on a Luhn failure, 400 on missing fields, CORS preflight allowed", async ({
    request,
    merchant,
  }) => {
    const headers = { "x-public-key": await publicKeyOf(merchant) };
    const luhn = await request.post("/v1/card-hashes", { data: { ...card, number: "4111111111111112" }, headers });
    expect(luhn.status()).toBe(422);
    expect(await luhn.json()).toMatchObject({ code: "invalid_card", details: { field: "number" } });
    const missing = await request.post("/v1/card-hashes", { data: { number: card.number }, headers });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).details.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["holderName", "cvv"]),
    );
    const preflight = await request.fetch("/v1/card-hashes", {
      method: "OPTIONS",
      headers: {
        origin: "https://loja.example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers": "x-public-key, content-type",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-headers"]).toContain("x-public-key");
  });

  test("is rate limited per merchant and IP: 429 rate_limited with Retry-After", async ({ request, merchant }) => {
    const headers = { "x-public-key": await publicKeyOf(merchant) };
    // inside one fixed window: wait for the next minute if this one is about to end
    const msToBoundary = 60_000 - (Date.now() % 60_000);
    if (msToBoundary < 15_000) await new Promise((r) => setTimeout(r, msToBoundary + 200));
    const bad = { ...card, number: "4111111111111112" };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await request.post("/v1/card-hashes", { data: bad, headers })).status());
    expect(new Set(statuses)).toEqual(new Set([422]));
    const limited = await request.post("/v1/card-hashes", { data: card, headers });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      message: expect.any(String),
      details: { limit: 60 },
    });
  });
});

test.describe("POST /api/public/payment-links/{alias}/transactions", () => {
  test("answers only the secureId; a card hash works once, then 422", async ({ request, merchant }) => {
    const link = await createLink(merchant);
    const pk = await publicKeyOf(merchant);
    const { hash } = await (
      await request.post("/v1/card-hashes", { data: card, headers: { "x-public-key": pk } })
    ).json();
    const body = { paymentMethod: "credit_card", installments: 1, customer: customer(), card: { hash } };
    const first = await request.post(`/api/public/payment-links/${link.alias}/transactions`, { data: body });
    expect(first.status(), await first.text()).toBe(200);
    const answer = await first.json();
    expect(Object.keys(answer)).toEqual(["secureId"]);
    const reused = await request.post(`/api/public/payment-links/${link.alias}/transactions`, { data: body });
    expect(reused.status()).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "invalid_card_hash" });

    const list = await merchant.api.get(`/v1/transactions?paymentLinkId=${link.id}`);
    const rows = await list.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      secureId: answer.secureId,
      status: "paid",
      items: [{ title: link.title, unitPrice: link.amount, quantity: 1, tangible: false }],
    });
    expect(rows[0].metadata).toMatchObject({
      provider: "colmeia-payment-link",
      shop_url: expect.stringMatching(/^http/),
      checkout_url: link.url,
    });
  });

  test("refuses raw card data, disabled methods, unknown and inactive links", async ({ request, merchant }) => {
    const link = await createLink(merchant, { settings: { boleto: { enabled: false } } });
    const raw = await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
      data: { paymentMethod: "credit_card", installments: 1, customer: customer(), card },
    });
    expect(raw.status()).toBe(400);
    const issues = (await raw.json()).details.issues;
    expect(issues).toEqual(
      expect.arrayContaining([{ path: "card.number", message: expect.stringContaining("/v1/card-hashes") }]),
    );
    const boleto = await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
      data: { paymentMethod: "boleto", customer: customer() },
    });
    expect(boleto.status()).toBe(422);
    const unknown = await request.post(`/api/public/payment-links/nao-existe-${uid()}/transactions`, {
      data: { paymentMethod: "pix", customer: customer() },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });
    expect((await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { status: "inactive" } })).status()).toBe(
      200,
    );
    expect(
      (
        await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
          data: { paymentMethod: "pix", customer: customer() },
        })
      ).status(),
    ).toBe(404);
    expect(await (await merchant.api.get(`/v1/transactions?paymentLinkId=${link.id}`)).json()).toEqual([]);
  });

  test("another company's card hash does not pay this link", async ({ request, merchant, otherMerchant }) => {
    const link = await createLink(merchant);
    const { hash } = await (
      await request.post("/v1/card-hashes", {
        data: card,
        headers: { "x-public-key": await publicKeyOf(otherMerchant) },
      })
    ).json();
    const res = await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
      data: { paymentMethod: "credit_card", installments: 1, customer: customer(), card: { hash } },
    });
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ code: "invalid_card_hash" });
  });
});

test.describe("hosted pages and their public endpoints", () => {
  test("unknown, inactive and deleted links answer a pt-BR 404 page", async ({ request, merchant }) => {
    const unknown = await request.get(`/pay/nao-existe-${uid()}`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Este link de pagamento não está disponível");
    const link = await createLink(merchant);
    expect((await request.get(`/pay/${link.alias}`)).status()).toBe(200);
    await merchant.api.patch(`/v1/payment-links/${link.id}`, { data: { status: "inactive" } });
    const inactive = await request.get(`/pay/${link.alias}`);
    expect(inactive.status()).toBe(404);
    expect(inactive.headers()["content-security-policy"]).toContain("default-src 'self'");
    const other = await createLink(merchant);
    expect((await merchant.api.delete(`/v1/payment-links/${other.id}`)).status()).toBe(204);
    expect((await request.get(`/pay/${other.alias}`)).status()).toBe(404);
  });

  test("checkout page, status and sandbox endpoints by secureId", async ({ request, merchant }) => {
    const link = await createLink(merchant);
    const { secureId } = await (
      await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
        data: { paymentMethod: "pix", customer: customer() },
      })
    ).json();
    const page = await request.get(`/checkout/${secureId}`);
    expect(page.status()).toBe(200);
    const csp = page.headers()["content-security-policy"];
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(page.headers()["referrer-policy"]).toBe("no-referrer");
    expect(await page.text()).not.toMatch(/googletagmanager|google-analytics|segment\.io/);

    const status = await request.get(`/api/public/checkout/${secureId}/status`);
    expect(await status.json()).toEqual({ status: "waiting_payment", paidAt: null, isExpired: false });
    const missing = await request.get("/api/public/checkout/naoexiste0000000000/status");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not_found" });
    expect((await request.get("/checkout/naoexiste0000000000")).status()).toBe(404);
    expect((await request.get(`/checkout/${secureId}/boleto`)).status()).toBe(404);

    const paid = await request.post(`/api/public/checkout/${secureId}/sandbox-pay`);
    expect(paid.status()).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "paid" });
    const again = await request.post(`/api/public/checkout/${secureId}/sandbox-pay`);
    expect(again.status()).toBe(422);
    expect(await (await request.get(`/api/public/checkout/${secureId}/status`)).json()).toMatchObject({
      status: "paid",
      paidAt: expect.any(String),
    });
  });
});
