import { expect, test, transactionBody } from "../../fixtures";

// Seed spec, "Authentication": Basic with the secret key as user and "x" as password, or
// x-api-key; either satisfies every endpoint; missing or invalid credentials are a 401.

const ENDPOINTS: [string, string, object?][] = [
  ["POST", "/v1/transactions", transactionBody("pix")],
  ["GET", "/v1/transactions"],
  ["GET", "/v1/transactions/1"],
  ["POST", "/v1/transactions/1/refund", {}],
  ["POST", "/v1/customers", {}],
  ["GET", "/v1/customers?email=a@example.com"],
  ["POST", "/v1/recipients", {}],
  ["POST", "/v1/bank-accounts", {}],
  ["GET", "/v1/recipients/1/bank-accounts/1"],
  ["POST", "/v1/transfers", {}],
  ["GET", "/v1/transfers/1"],
  ["GET", "/v1/company"],
  ["PUT", "/v1/payment-links/1", {}],
  ["POST", "/v1/webhooks/events", {}],
];

const basic = (key: string, password = "x") => `Basic ${Buffer.from(`${key}:${password}`).toString("base64")}`;

test("every endpoint answers 401 without credentials or with a wrong key", async ({ request }) => {
  for (const [method, path, data] of ENDPOINTS)
    for (const headers of [{}, { authorization: basic("sk_test_wrong") }, { "x-api-key": "sk_test_wrong" }] as Record<
      string,
      string
    >[]) {
      const res = await request.fetch(path, { method, data, headers });
      expect(res.status(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(await res.json()).toMatchObject({
        code: "unauthorized",
        message: expect.any(String),
        details: expect.any(Object),
      });
    }
});

test("Basic SECRET_KEY:x and x-api-key each satisfy every endpoint", async ({ request, merchant }) => {
  for (const [method, path, data] of ENDPOINTS)
    for (const headers of [{ authorization: basic(merchant.apiKey) }, { "x-api-key": merchant.apiKey }] as Record<
      string,
      string
    >[]) {
      const res = await request.fetch(path, { method, data, headers });
      expect(res.status(), `${method} ${path} ${Object.keys(headers)[0]}`).not.toBe(401);
    }
});

test("the Basic password is ignored; the key is the user", async ({ request, merchant }) => {
  expect(
    (await request.get("/v1/company", { headers: { authorization: basic(merchant.apiKey, "anything") } })).status(),
  ).toBe(200);
  expect((await request.get("/v1/company", { headers: { authorization: basic("x", merchant.apiKey) } })).status()).toBe(
    401,
  );
});

test("beyond the spec: Bearer SECRET_KEY and Bearer base64(SECRET_KEY:x) authenticate too", async ({
  request,
  merchant,
}) => {
  for (const authorization of [
    `Bearer ${merchant.apiKey}`,
    `Bearer ${Buffer.from(`${merchant.apiKey}:x`).toString("base64")}`,
  ])
    expect(
      (await request.get("/v1/company", { headers: { authorization } })).status(),
      authorization.slice(0, 12),
    ).toBe(200);
});

test("a key sees only its own company: another company's ids are 404", async ({ merchant, otherMerchant }) => {
  const theirs = await (await otherMerchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
  const res = await merchant.api.get(`/v1/transactions/${theirs.id}`);
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: "not_found" });
});
