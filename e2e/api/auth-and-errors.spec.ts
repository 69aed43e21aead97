import { readFileSync } from "node:fs";

import { HTTP_METHODS } from "../../lib/http/method-not-allowed";
import { expect, test, transactionBody } from "../fixtures";

test.describe("authentication and the error contract", () => {
  test("Basic key:x, x-api-key and Bearer all authenticate", async ({ request, merchant }) => {
    const schemes: Record<string, string>[] = [
      { authorization: `Basic ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}` },
      { "x-api-key": merchant.apiKey },
      { authorization: `Bearer ${merchant.apiKey}` },
      // the Basic credentials after "Bearer", as some clients send them
      { authorization: `Bearer ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}` },
      // either scheme satisfies the requirement: a proxy's own x-api-key beside our Basic still lets the key in
      {
        "x-api-key": "proxy-gateway-key",
        authorization: `Basic ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}`,
      },
    ];
    for (const headers of schemes) {
      const res = await request.get("/v1/company", { headers });
      expect(res.status()).toBe(200);
      expect(await res.json()).toMatchObject({
        id: merchant.companyId,
        legalName: expect.any(String),
        documentNumber: expect.stringMatching(/^\d{14}$/),
      });
    }
  });

  test("missing or wrong credentials are a JSON 401", async ({ request }) => {
    for (const headers of [
      {},
      { "x-api-key": "sk_test_nope" },
      { authorization: "Basic " + Buffer.from("sk_test_wrong:x").toString("base64") },
      { authorization: "Bearer " },
      { authorization: "Bearer " + Buffer.from("sk_test_wrong:x").toString("base64") },
      { "x-api-key": "sk_test_nope", authorization: "Bearer sk_test_wrong" },
    ] as Record<string, string>[]) {
      const res = await request.post("/v1/transactions", { headers, data: transactionBody("pix") });
      expect(res.status()).toBe(401);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toMatchObject({ code: "unauthorized", message: expect.any(String), details: {} });
    }
  });

  test("unknown paths are a JSON 404", async ({ merchant }) => {
    const missing = await merchant.api.get("/v1/does-not-exist");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not_found" });
  });

  test("every route answers the methods it does not have with a JSON 405 naming the ones it has", async ({
    merchant,
  }) => {
    const routes: { path: string; methods: string[] }[] = JSON.parse(
      readFileSync("generated/route-manifest.json", "utf8"),
    );
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, "1");
      for (const method of HTTP_METHODS.filter((m) => !route.methods.includes(m))) {
        const res = await merchant.api.fetch(url, { method, data: method === "GET" ? undefined : {} });
        expect(res.status(), `${method} ${url}`).toBe(405);
        expect(res.headers()["allow"], `${method} ${url}`).toBe(route.methods.join(", "));
        expect(await res.json(), `${method} ${url}`).toMatchObject({
          code: "method_not_allowed",
          message: `Method ${method} is not allowed on ${url}`,
          details: { allowed: route.methods },
        });
      }
      if (route.path === "/v1/card-hashes") continue; // its OPTIONS is a CORS preflight (checkout spec)
      const options = await merchant.api.fetch(url, { method: "OPTIONS" });
      expect(options.status(), `OPTIONS ${url}`).toBe(204);
      const allow = options.headers()["allow"].split(", ");
      expect(allow.toSorted(), `OPTIONS ${url}`).toEqual(
        [...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].toSorted(),
      );
    }
  });

  test("a method no route handles (TRACE, PROPFIND, SEARCH) is a JSON 501, not Next's empty 400", async ({
    request,
  }) => {
    for (const method of ["TRACE", "PROPFIND", "SEARCH"]) {
      const res = await request.fetch("/v1/transactions", { method });
      expect(res.status(), method).toBe(501);
      expect(res.headers()["content-type"], method).toContain("application/json");
      expect(await res.json(), method).toEqual({
        message: `Method ${method} is not supported by this API`,
        code: "method_not_supported",
        details: {},
      });
    }
  });

  test("every answer carries a request id", async ({ merchant }) => {
    const res = await merchant.api.get("/v1/company");
    expect(res.headers()["x-request-id"]).toMatch(/^req_[0-9a-f]{16}$/);
    const other = await merchant.api.get("/v1/company");
    expect(other.headers()["x-request-id"]).not.toBe(res.headers()["x-request-id"]);
  });

  test("a client's X-Request-Id is the request's id when it is a plain token, and ours replaces any other", async ({
    merchant,
  }) => {
    const traced = await merchant.api.get("/v1/company", { headers: { "x-request-id": "proxy-7f3a.42:edge_1" } });
    expect(traced.headers()["x-request-id"]).toBe("proxy-7f3a.42:edge_1");
    // what could not go into a log line as it is: spaces and quotes, or past 64 characters
    for (const sent of ['a b"c', "x".repeat(65)]) {
      const res = await merchant.api.get("/v1/company", { headers: { "x-request-id": sent } });
      expect(res.headers()["x-request-id"]).toMatch(/^req_[0-9a-f]{16}$/);
    }
    // error answers carry it too
    const missing = await merchant.api.get("/v1/transactions/999999999", { headers: { "x-request-id": "trace-1" } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-request-id"]).toBe("trace-1");
  });

  test("health answers once the database does", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(await res.json()).toEqual({
      status: "ok",
      db: "ok",
      rails: {
        // the rails called over the network also say when their provider last answered (or null)
        pix: expect.objectContaining({ provider: "sandbox", real: false }),
        card: expect.objectContaining({ provider: "sandbox", real: false }),
        boleto: { provider: "sandbox", real: false },
        payout: { provider: "sandbox", real: false },
      },
    });
  });
});
