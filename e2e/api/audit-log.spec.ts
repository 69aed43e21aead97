import { expect, test } from "../fixtures";
import { ok, paidPix } from "../support/money";
import { signIn } from "../support/session";

type Entry = {
  action: string;
  actor: { type: string; label: string; userId: number | null; apiKeyId: number | null };
  ip: string | null;
  objectType: string | null;
  objectId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

test("sensitive actions land in the audit log with who, from where, and before/after", async ({
  merchant,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const key = await ok(await owner.post("/v1/api-keys", { data: { name: "ERP" } }));
  expect((await owner.delete(`/v1/api-keys/${key.id}`)).status()).toBe(204);

  const t = await paidPix(merchant.api, 10000);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 2500 } }));
  const transfer = await ok(
    await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 1000 } }),
  );

  const before = await ok(await merchant.api.get("/v1/company"));
  await ok(await merchant.api.patch("/v1/company", { data: { tradeName: "Mel Novo", legalName: before.legalName } }));
  const endpoint = await ok(
    await merchant.api.post("/v1/webhook-endpoints", {
      data: { url: "http://127.0.0.1:9/hook", enabledEvents: ["transaction.paid"] },
    }),
  );

  const log = (await ok(await merchant.api.get("/v1/audit-log"))) as unknown as Entry[];
  const byAction = (action: string) => log.find((e) => e.action === action)!;
  expect(byAction("api_key.create")).toMatchObject({
    actor: { type: "user", label: merchant.email },
    objectType: "api_key",
    objectId: String(key.id),
    after: { name: "ERP", prefix: key.prefix },
    ip: expect.any(String),
  });
  expect(byAction("api_key.revoke")).toMatchObject({ actor: { type: "user" }, objectId: String(key.id) });
  expect(byAction("refund.create")).toMatchObject({
    actor: { type: "api_key", label: expect.stringMatching(/^sk_test_/) },
    objectType: "transaction",
    objectId: String(t.id),
    before: { refundedAmount: 0, status: "paid" },
    after: { amount: 2500, refundedAmount: 2500 },
  });
  expect(byAction("transfer.create")).toMatchObject({
    objectType: "transfer",
    objectId: String(transfer.id),
    after: { amount: 1000, recipientId: merchant.recipientId },
  });
  // only what changed: the legal name was sent unchanged
  expect(byAction("company.update")).toMatchObject({
    objectType: "company",
    before: { tradeName: before.tradeName },
    after: { tradeName: "Mel Novo" },
  });
  expect(byAction("company.update").after).not.toHaveProperty("legalName");
  expect(byAction("webhook_endpoint.create")).toMatchObject({
    objectId: String(endpoint.id),
    after: { url: "http://127.0.0.1:9/hook" },
  });
  // no secret in the log: neither the whole key nor the endpoint's signing secret
  expect(JSON.stringify(log)).not.toContain(key.key);
  expect(JSON.stringify(log)).not.toContain(endpoint.secret);

  const refunds = (await ok(
    await merchant.api.get("/v1/audit-log", { params: { action: "refund.create,transfer.create" } }),
  )) as unknown as Entry[];
  expect(refunds.map((e) => e.action).sort()).toEqual(["refund.create", "transfer.create"]);
  expect(
    (await ok(await merchant.api.get("/v1/audit-log", { params: { actorType: "user" } }))).every(
      (e: Entry) => e.actor.type === "user",
    ),
  ).toBe(true);
  await owner.dispose();
});

test("the audit log is the company's own, and viewers cannot read it", async ({
  merchant,
  otherMerchant,
  playwright,
  baseURL,
}) => {
  await ok(await merchant.api.post(`/v1/transactions/${(await paidPix(merchant.api)).id}/refund`));
  expect(await ok(await otherMerchant.api.get("/v1/audit-log", { params: { action: "refund.create" } }))).toEqual([]);
  const ownerSession = await playwright.request.newContext({ baseURL });
  await signIn(ownerSession, merchant.email, merchant.password);
  const viewerEmail = `viewer-${Date.now()}@example.com`;
  await ok(
    await ownerSession.post("/v1/users", {
      data: { name: "Leitora", email: viewerEmail, password: "senha-bem-longa-1", role: "viewer" },
    }),
  );
  const viewer = await playwright.request.newContext({ baseURL });
  await signIn(viewer, viewerEmail, "senha-bem-longa-1");
  const res = await viewer.get("/v1/audit-log");
  expect(res.status()).toBe(403);
  expect((await ownerSession.get("/v1/audit-log")).status()).toBe(200);
  await Promise.all([viewer.dispose(), ownerSession.dispose()]);
});

test("sign-ins, failed sign-ins, sign-outs and user changes are in the audit log, without passwords", async ({
  merchant,
  playwright,
  baseURL,
}) => {
  const wrong = await playwright.request.newContext({ baseURL });
  const { csrfToken } = await (await wrong.get("/api/auth/csrf")).json();
  await wrong.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: merchant.email, password: "nao-e-essa-senha", json: "true" },
    maxRedirects: 0,
  });
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const member = await ok(
    await owner.post("/v1/users", {
      data: { name: "Ana", email: `ana-${Date.now()}@example.com`, password: "senha-da-ana-1", role: "viewer" },
    }),
  );
  await ok(await owner.patch(`/v1/users/${member.id}`, { data: { role: "admin" } }));
  const csrf = (await (await owner.get("/api/auth/csrf")).json()).csrfToken;
  await owner.post("/api/auth/signout", { form: { csrfToken: csrf, json: "true" }, maxRedirects: 0 });

  const log = (await ok(await merchant.api.get("/v1/audit-log", { params: { limit: 100 } }))) as unknown as Entry[];
  const one = (action: string) => log.find((e) => e.action === action);
  expect(one("user.login_failed")).toMatchObject({
    actor: { type: "anonymous", label: merchant.email },
    ip: expect.any(String),
  });
  expect(one("user.login")).toMatchObject({ actor: { type: "user", label: merchant.email }, ip: expect.any(String) });
  expect(one("user.create")).toMatchObject({ objectId: String(member.id), after: { role: "viewer" } });
  expect(one("user.update")).toMatchObject({ before: { role: "viewer" }, after: { role: "admin" } });
  expect(one("user.logout")).toMatchObject({ actor: { type: "user", label: merchant.email } });
  const text = JSON.stringify(log);
  for (const secret of ["nao-e-essa-senha", "senha-da-ana-1", merchant.password]) expect(text).not.toContain(secret);
  await Promise.all([wrong.dispose(), owner.dispose()]);
});
