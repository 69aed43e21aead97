import { customer, expect, test, transactionBody } from "../fixtures";
import { createRecipient, issuePaths } from "../support/money";
import { signIn } from "../support/session";

// Input a client controls that used to reach a 500: each is now a JSON 4xx that changes nothing.

const raw = (text: string) => ({ headers: { "content-type": "application/json" }, data: Buffer.from(text) });
const digest = async (api: { get(url: string): Promise<{ json(): Promise<unknown> }> }) =>
  (await api.get("/api/sandbox/state-digest")).json();

test("a lone UTF-16 surrogate in any string is a 400 naming the field", async ({ merchant }) => {
  const before = await digest(merchant.api);
  const body = JSON.stringify(customer()).replace(/"name":"[^"]*"/, '"name":"Maria\\ud800"');
  const res = await merchant.api.post("/v1/customers", raw(body));
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ code: "bad_request", details: { issues: [{ path: "name" }] } });
  const inKey = await merchant.api.post(
    "/v1/transactions",
    raw(JSON.stringify(transactionBody("pix")).replace('"amount"', '"\\udc00":1,"amount"')),
  );
  expect(inKey.status()).toBe(400);
  expect(await digest(merchant.api)).toEqual(before);
});

test("JSON nested deeper than 64 levels is a 400, without a stack overflow", async ({ merchant }) => {
  for (const depth of [65, 100_000]) {
    const res = await merchant.api.post("/v1/customers", raw("[".repeat(depth) + "]".repeat(depth)));
    expect(res.status(), String(depth)).toBe(400);
    expect((await res.json()).message).toMatch(/deeper than 64/);
  }
  const ok = await merchant.api.post(
    "/v1/webhooks/events",
    raw(
      JSON.stringify({
        event: "transaction.paid",
        createdAt: "2026-01-01T00:00:00Z",
        data: { id: 1, status: "paid", amount: 1 },
      }),
    ),
  );
  expect(ok.status()).toBe(200);
});

test("filter dates outside the years 1–9999 are a 400", async ({ merchant }) => {
  for (const value of ["10000-01-01", "0000-01-01", "-000001-01-01", "+275760-09-13T00:00:00Z"])
    for (const [path, key] of [
      ["/v1/transactions", "createdFrom"],
      ["/v1/transactions", "createdTo"],
      ["/v1/transfers", "createdFrom"],
    ]) {
      const res = await merchant.api.get(path, { params: { [key]: value } });
      expect(res.status(), `${path}?${key}=${value}`).toBe(400);
      expect(await issuePaths(res)).toEqual([key]);
    }
  expect(
    (
      await merchant.api.get("/v1/transactions", { params: { createdFrom: "0001-01-01", createdTo: "9999-12-31" } })
    ).status(),
  ).toBe(200);
});

test("a cookie request with Origin null or an unparsable Origin is refused, not a 500", async ({
  playwright,
  baseURL,
  merchant,
}) => {
  const session = await playwright.request.newContext({ baseURL });
  await signIn(session, merchant.email, merchant.password);
  for (const origin of ["null", "http://[broken", "::::"]) {
    const res = await session.post("/v1/customers", { data: customer(), headers: { origin } });
    expect(res.status(), origin).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_request", message: expect.stringContaining("Origin") });
  }
  await session.dispose();
});

test("splits giving everything to partners with nobody paying the fee are a 422 saying who pays it", async ({
  merchant,
}) => {
  const partner = await createRecipient(merchant.api);
  const before = await digest(merchant.api);
  const res = await merchant.api.post("/v1/transactions", {
    data: transactionBody("pix", { splits: [{ recipientId: partner.id, amount: 10000 }] }),
  });
  expect(res.status()).toBe(422);
  expect(await res.json()).toMatchObject({
    code: "invalid_split",
    message: expect.stringContaining("chargeProcessingFee"),
    details: { companyAmount: 0 },
  });
  expect(await digest(merchant.api)).toEqual(before);
  const paying = await merchant.api.post("/v1/transactions", {
    data: transactionBody("pix", { splits: [{ recipientId: partner.id, amount: 10000, chargeProcessingFee: true }] }),
  });
  expect(paying.status()).toBe(200);
});
