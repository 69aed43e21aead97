import { expect, test, transactionBody } from "../../fixtures";
import { createRecipient, issuePaths, ok, recipientBody } from "../../support/money";

// Seed spec, "Limits" and "Versioning".

test("a recipient's legalName has at most 50 characters", async ({ merchant }) => {
  expect((await createRecipient(merchant.api, { legalName: "L".repeat(50) })).legalName).toHaveLength(50);
  const res = await merchant.api.post("/v1/recipients", { data: recipientBody({ legalName: "L".repeat(51) }) });
  expect(res.status()).toBe(400);
  expect(await issuePaths(res)).toEqual(["legalName"]);
});

test("a card hash is valid for 5 minutes and for one payment", async ({ request, merchant }) => {
  const pk = (await ok(await merchant.api.get("/v1/company"))).publicKey;
  const card = {
    number: "4111111111111111",
    holderName: "FULANO DE TAL",
    expirationMonth: 12,
    expirationYear: 2030,
    cvv: "123",
  };
  const before = Date.now();
  const { hash, expiresAt } = await ok(
    await request.post("/v1/card-hashes", { data: card, headers: { "x-public-key": pk } }),
  );
  const lifetime = new Date(expiresAt).getTime() - before;
  expect(lifetime).toBeGreaterThan(4.5 * 60_000);
  expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 1_000);
  expect(
    (
      await ok(
        await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { card: { hash } }) }),
      )
    ).status,
  ).toBe("paid");
  const again = await merchant.api.post("/v1/transactions", {
    data: transactionBody("credit_card", { card: { hash } }),
  });
  expect(again.status()).toBe(422);
  expect(await again.json()).toMatchObject({ code: "invalid_card_hash" });
});

test("the installments filter takes 1 to 12", async ({ merchant }) => {
  for (const installments of ["1", "12", "1,6,12"])
    expect((await merchant.api.get("/v1/transactions", { params: { installments } })).status(), installments).toBe(200);
  for (const installments of ["0", "13", "1,13", "dois"]) {
    const res = await merchant.api.get("/v1/transactions", { params: { installments } });
    expect(res.status(), installments).toBe(400);
    expect((await res.json()).code).toBe("bad_request");
  }
});

test("the version is the /v1 path segment, and the API description is version 1.0.0", async ({ request }) => {
  const doc = await ok(await request.get("/v1/openapi.json"));
  expect(doc.info.version).toBe("1.0.0");
  expect(Object.keys(doc.paths).every((p) => p.startsWith("/v1/"))).toBe(true);
});
