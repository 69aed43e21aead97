import { test, expect, transactionBody } from "../fixtures";

test.describe("authentication and the error contract", () => {
  test("Basic key:x, x-api-key and Bearer all authenticate", async ({ request, merchant }) => {
    const schemes: Record<string, string>[] = [
      { authorization: `Basic ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}` },
      { "x-api-key": merchant.apiKey },
      { authorization: `Bearer ${merchant.apiKey}` },
    ];
    for (const headers of schemes) {
      const res = await request.get("/v1/company", { headers });
      expect(res.status()).toBe(200);
      expect(await res.json()).toMatchObject({ id: merchant.companyId, legalName: expect.any(String), documentNumber: expect.stringMatching(/^\d{14}$/) });
    }
  });

  test("missing or wrong credentials are a JSON 401", async ({ request }) => {
    for (const headers of [{}, { "x-api-key": "sk_test_nope" }, { authorization: "Basic " + Buffer.from("sk_test_wrong:x").toString("base64") }, { authorization: "Bearer " }] as Record<string, string>[]) {
      const res = await request.post("/v1/transactions", { headers, data: transactionBody("pix") });
      expect(res.status()).toBe(401);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toMatchObject({ code: "unauthorized", message: expect.any(String), details: {} });
    }
  });

  test("unknown paths are a JSON 404 and wrong methods a JSON 405", async ({ merchant }) => {
    const missing = await merchant.api.get("/v1/does-not-exist");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not_found" });
    const wrong = await merchant.api.delete("/v1/transactions");
    expect(wrong.status()).toBe(405);
    expect(wrong.headers()["allow"]).toContain("GET");
    expect(await wrong.json()).toMatchObject({ code: "method_not_allowed" });
  });

  test("every answer carries a request id", async ({ merchant }) => {
    const res = await merchant.api.get("/v1/company");
    expect(res.headers()["x-request-id"]).toMatch(/^req_[0-9a-f]{16}$/);
  });

  test("health answers once the database does", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });
});
