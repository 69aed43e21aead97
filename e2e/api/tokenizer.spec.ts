import { createHash } from "node:crypto";

import { publicKeyOf } from "../checkout/helpers";
import { expect, test } from "../fixtures";

// GET /v1/js (the BeehivePay tokenizer) and what a merchant's page on another origin needs from
// POST /v1/card-hashes. The browser flow itself is e2e/checkout/tokenizer.spec.ts.
const FOREIGN = "https://loja.example.com";
const card = {
  number: "4111111111111111",
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};

test.describe("GET /v1/js", () => {
  test("serves the script with a short cache and an ETag, and names its content-hashed URL", async ({ merchant }) => {
    const res = await merchant.api.get("/v1/js");
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(headers["cache-control"]).toBe("public, max-age=300");
    expect(headers["access-control-allow-origin"]).toBe("*");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const body = await res.text();
    expect(body).toContain("window.BeehivePay");
    // the name is the content's SHA-256: the same bytes have the same URL on every instance and restart
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
    expect(headers.etag).toBe(`"${hash}"`);
    expect(headers["content-location"]).toBe(`/v1/js/${hash}.js`);
    const again = await merchant.api.get("/v1/js?utm_source=x");
    expect([again.headers().etag, again.headers()["content-location"], await again.text()]).toEqual([
      headers.etag,
      headers["content-location"],
      body,
    ]);

    const revalidated = await merchant.api.get("/v1/js", { headers: { "if-none-match": headers.etag } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers().etag).toBe(headers.etag);
    expect((await merchant.api.get("/v1/js", { headers: { "if-none-match": '"0000000000000000"' } })).status()).toBe(
      200,
    );
  });

  test("the hashed URL is immutable for a year; another version's name redirects to it; other names are a JSON 404", async ({
    merchant,
  }) => {
    const latest = await merchant.api.get("/v1/js");
    const pinnedPath = latest.headers()["content-location"];
    const pinned = await merchant.api.get(pinnedPath);
    expect(pinned.status()).toBe(200);
    expect(pinned.headers()["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(pinned.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pinned.headers().etag).toBe(latest.headers().etag);
    expect(await pinned.text()).toBe(await latest.text());
    const head = await merchant.api.head(pinnedPath);
    expect([head.status(), (await head.body()).length]).toEqual([200, 0]);

    const old = await merchant.api.get("/v1/js/0123456789abcdef.js", { maxRedirects: 0 });
    expect(old.status()).toBe(302);
    expect(old.headers().location).toBe(pinnedPath);
    expect(old.headers()["cache-control"]).toBe("no-store");
    expect(await old.json()).toEqual({ url: pinnedPath });
    const followed = await merchant.api.get("/v1/js/0123456789abcdef.js");
    expect([followed.status(), new URL(followed.url()).pathname]).toEqual([200, pinnedPath]);

    for (const name of ["beehive.js", "0123456789ABCDEF.js", "0123456789abcdef"]) {
      const missing = await merchant.api.get(`/v1/js/${name}`);
      expect(missing.status(), name).toBe(404);
      expect(await missing.json()).toMatchObject({ code: "not_found", resource: "script" });
    }
    const post = await merchant.api.post("/v1/js", { data: {} });
    expect(post.status()).toBe(405);
    expect(await post.json()).toMatchObject({ code: "method_not_allowed", details: { allowed: ["GET"] } });
  });
});

test.describe("POST /v1/card-hashes from another origin", () => {
  test("preflight and answers (errors too) let a page read them, without credentials, by public key only", async ({
    request,
    merchant,
  }) => {
    const preflight = await request.fetch("/v1/card-hashes", {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-public-key",
      },
    });
    expect(preflight.status()).toBe(204);
    const allowed = preflight.headers();
    expect(allowed["access-control-allow-origin"]).toBe("*");
    expect(allowed["access-control-allow-methods"].split(/,\s*/)).toContain("POST");
    expect(allowed["access-control-allow-headers"].split(/,\s*/)).toEqual(
      expect.arrayContaining(["content-type", "x-public-key"]),
    );
    // no Authorization (a secret key) may be sent from a page, and no cookies
    expect(allowed["access-control-allow-headers"]).not.toContain("authorization");
    expect(allowed["access-control-allow-credentials"]).toBeUndefined();

    const ok = await request.post("/v1/card-hashes", {
      data: card,
      headers: { origin: FOREIGN, "x-public-key": await publicKeyOf(merchant) },
    });
    expect(ok.status()).toBe(200);
    expect(ok.headers()["access-control-allow-origin"]).toBe("*");
    expect(ok.headers()["set-cookie"]).toBeUndefined();
    const secret = await request.post("/v1/card-hashes", {
      data: card,
      headers: { origin: FOREIGN, "x-public-key": merchant.apiKey },
    });
    expect(secret.status()).toBe(401);
    expect(secret.headers()["access-control-allow-origin"]).toBe("*");
    expect(await secret.json()).toMatchObject({ code: "unauthorized", message: expect.stringContaining("public key") });
  });
});
