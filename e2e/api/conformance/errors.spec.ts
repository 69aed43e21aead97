import { expect, test, transactionBody } from "../../fixtures";
import { ok } from "../../support/money";

// Seed spec, "Errors": every error is {message, code, details}; POST /transactions documents 400,
// 401, 422 and 500; other endpoints answer errors of the same shape.

const isError = (body: Record<string, unknown>) =>
  typeof body.message === "string" &&
  typeof body.code === "string" &&
  typeof body.details === "object" &&
  body.details !== null;

test("POST /transactions: 400 bad_request for an invalid request, with the shown instance's shape", async ({
  merchant,
}) => {
  const res = await merchant.api.post("/v1/transactions", {
    headers: { "content-type": "application/json" },
    data: Buffer.from("{not json"),
  });
  expect(res.status()).toBe(400);
  const body = await res.json();
  expect(isError(body)).toBe(true);
  expect(body).toEqual({ code: "bad_request", message: expect.stringMatching(/json/i), details: {} });
});

test("POST /transactions: 401 unauthorized, 422 for a well-formed request breaking a rule", async ({
  request,
  merchant,
}) => {
  const noKey = await request.post("/v1/transactions", { data: transactionBody("pix") });
  expect(noKey.status()).toBe(401);
  expect(isError(await noKey.json())).toBe(true);
  const luhn = await merchant.api.post("/v1/transactions", {
    data: transactionBody("credit_card", {
      card: {
        number: "4111111111111112",
        holderName: "FULANO DE TAL",
        expirationMonth: 12,
        expirationYear: 2030,
        cvv: "123",
      },
    }),
  });
  expect(luhn.status()).toBe(422);
  expect(await luhn.json()).toMatchObject({ code: "invalid_card" });
});

test("every other endpoint answers errors in the same shape, as JSON", async ({ merchant }) => {
  const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
  const cases: [string, string, object | undefined, number][] = [
    ["GET", "/v1/transactions/999999999", undefined, 404],
    ["POST", `/v1/transactions/${t.id}/refund`, {}, 422],
    ["POST", "/v1/customers", { name: "" }, 400],
    ["GET", "/v1/customers", undefined, 400],
    ["POST", "/v1/recipients", {}, 400],
    ["POST", "/v1/bank-accounts", {}, 400],
    ["GET", `/v1/recipients/${merchant.recipientId}/bank-accounts/999999999`, undefined, 404],
    ["POST", "/v1/transfers", { recipientId: merchant.recipientId, amount: 999_999_999 }, 422],
    ["GET", "/v1/transfers/999999999", undefined, 404],
    ["PUT", "/v1/payment-links/999999999", { title: "x" }, 404],
    ["POST", "/v1/webhooks/events", {}, 400],
    ["GET", "/v1/nothing-here", undefined, 404],
  ];
  for (const [method, path, data, status] of cases) {
    const res = await merchant.api.fetch(path, { method, data });
    expect(res.status(), `${method} ${path}`).toBe(status);
    expect(res.headers()["content-type"], `${method} ${path}`).toContain("application/json");
    expect(isError(await res.json()), `${method} ${path}`).toBe(true);
  }
});

test("beyond the spec: /v1 itself and trailing slashes are JSON 404s, never HTML or an empty redirect", async ({
  merchant,
}) => {
  for (const path of ["/v1", "/v1/", "/v1/transactions/", `/v1/company/`, "/v1/nothing/"]) {
    const res = await merchant.api.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).toContain("application/json");
    expect(isError(await res.json()), path).toBe(true);
  }
  const posted = await merchant.api.post("/v1/transactions/", { data: transactionBody("pix"), maxRedirects: 0 });
  expect(posted.status()).toBe(404);
  expect((await posted.json()).details).toEqual({ path: "/v1/transactions" });
});
