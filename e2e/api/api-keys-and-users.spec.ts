import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { issuePaths, paidPix } from "../support/money";
import { signIn } from "../support/session";

// /v1/api-keys and /v1/users: managed by signed-in owners (and admins for users) from the
// dashboard session, never with an API key; every id is scoped to the company.

type NewContext = (o: object) => Promise<APIRequestContext>;

async function sessionOf(
  playwright: { request: { newContext: NewContext } },
  baseURL: string,
  who: { email: string; password: string },
) {
  const ctx = await playwright.request.newContext({ baseURL });
  await signIn(ctx, who.email, who.password);
  return ctx;
}

async function createUser(owner: APIRequestContext, role: "owner" | "admin" | "viewer") {
  const data = {
    name: `Pessoa ${role}`,
    email: `${role}-${uid()}@example.com`,
    password: `senha-longa-${uid()}`,
    role,
  };
  const res = await owner.post("/v1/users", { data });
  expect(res.status(), await res.text()).toBe(200);
  return { ...data, id: (await res.json()).id as number };
}

test.describe("API keys", () => {
  test("an owner creates a key that works over HTTP, sees it by prefix only, and a revoked key answers 401 at once", async ({
    merchant,
    playwright,
    baseURL,
    request,
  }) => {
    const owner = await sessionOf(playwright, baseURL!, merchant);
    const created = await owner.post("/v1/api-keys", { data: { name: "ERP da loja" } });
    expect(created.status(), await created.text()).toBe(200);
    const body = await created.json();
    expect(body.key).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(body).toMatchObject({
      name: "ERP da loja",
      prefix: body.key.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(body).not.toHaveProperty("hash");

    const company = await request.get("/v1/company", { headers: { "x-api-key": body.key } });
    expect(company.status()).toBe(200);
    expect((await company.json()).id).toBe(merchant.companyId);
    const basic = await request.get("/v1/transactions", {
      headers: { authorization: `Basic ${Buffer.from(`${body.key}:x`).toString("base64")}` },
    });
    expect(basic.status()).toBe(200);

    const list = await owner.get("/v1/api-keys");
    expect(list.status()).toBe(200);
    expect(Number(list.headers()["x-total-count"])).toBe(2); // the sign-up key and this one
    const text = await list.text();
    expect(text).not.toContain(body.key);
    const rows = JSON.parse(text) as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: "ERP da loja",
      prefix: body.prefix,
      createdAt: body.createdAt,
      revokedAt: null,
    });
    expect(Object.keys(rows[1]).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name", "prefix", "revokedAt"]);
    // lastUsedAt is written after the response (at most once a minute per key)
    await expect
      .poll(
        async () => ((await (await owner.get("/v1/api-keys")).json()) as { lastUsedAt: string | null }[])[0].lastUsedAt,
      )
      .toEqual(expect.any(String));
    const paged = await owner.get("/v1/api-keys?limit=1&page=2");
    expect((await paged.json()).map((k: { id: number }) => k.id)).toEqual([rows[1].id]);

    const revoked = await owner.delete(`/v1/api-keys/${body.id}`);
    expect(revoked.status()).toBe(204);
    expect(await revoked.text()).toBe("");
    const after = await request.get("/v1/company", { headers: { "x-api-key": body.key } });
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe("unauthorized");
    expect((await owner.delete(`/v1/api-keys/${body.id}`)).status()).toBe(204);
    const listed = (await (await owner.get("/v1/api-keys")).json()) as { id: number; revokedAt: string | null }[];
    expect(listed.find((k) => k.id === body.id)?.revokedAt).toEqual(expect.any(String));
    // the other key still works
    expect((await merchant.api.get("/v1/company")).status()).toBe(200);
    await owner.dispose();
  });

  test("keys and users are not managed with an API key, and admins cannot touch keys", async ({
    merchant,
    playwright,
    baseURL,
  }) => {
    for (const [method, path] of [
      ["get", "/v1/api-keys"],
      ["post", "/v1/api-keys"],
      ["get", "/v1/users"],
      ["post", "/v1/users"],
    ] as const) {
      const res = await merchant.api[method](path, method === "post" ? { data: { name: "x" } } : undefined);
      expect(res.status(), `${method} ${path}`).toBe(403);
      expect((await res.json()).code).toBe("forbidden");
    }
    const owner = await sessionOf(playwright, baseURL!, merchant);
    const admin = await createUser(owner, "admin");
    const adminCtx = await sessionOf(playwright, baseURL!, admin);
    expect((await adminCtx.get("/v1/api-keys")).status()).toBe(403);
    expect((await adminCtx.post("/v1/api-keys", { data: { name: "x" } })).status()).toBe(403);
    await Promise.all([owner.dispose(), adminCtx.dispose()]);
  });

  test("another company's key ids and unknown ids answer 404; invalid input answers 400", async ({
    merchant,
    otherMerchant,
    playwright,
    baseURL,
  }) => {
    const [owner, other] = await Promise.all([
      sessionOf(playwright, baseURL!, merchant),
      sessionOf(playwright, baseURL!, otherMerchant),
    ]);
    const otherKey = ((await (await other.get("/v1/api-keys")).json()) as { id: number }[])[0];
    for (const id of [otherKey.id, 2147483647, "abc", 0]) {
      const res = await owner.delete(`/v1/api-keys/${id}`);
      expect(res.status(), String(id)).toBe(404);
      expect((await res.json()).code).toBe("not_found");
    }
    expect(
      ((await (await other.get("/v1/api-keys")).json()) as { revokedAt: string | null }[])[0].revokedAt,
    ).toBeNull();

    for (const data of [{}, { name: "" }, { name: "x".repeat(101) }, { name: 42 }]) {
      const res = await owner.post("/v1/api-keys", { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(await issuePaths(res)).toEqual(["name"]);
    }
    const malformed = await owner.post("/v1/api-keys", {
      data: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect((await owner.get("/v1/api-keys?limit=0")).status()).toBe(400);
    await Promise.all([owner.dispose(), other.dispose()]);
  });
});

test.describe("users", () => {
  test("a viewer created through POST /v1/users signs in, reads, and gets 403 on refunds, transfers and team changes", async ({
    merchant,
    playwright,
    baseURL,
  }) => {
    const owner = await sessionOf(playwright, baseURL!, merchant);
    const viewer = await createUser(owner, "viewer");
    const list = await owner.get("/v1/users");
    expect(Number(list.headers()["x-total-count"])).toBe(2);
    const listed = (await list.json()) as Record<string, unknown>[];
    expect(listed.map((u) => u.email)).toEqual([merchant.email, viewer.email]);
    expect(JSON.stringify(listed)).not.toMatch(/password|scrypt/i);

    const paid = await paidPix(merchant.api);
    const viewerCtx = await sessionOf(playwright, baseURL!, viewer);
    expect((await viewerCtx.get(`/v1/transactions/${paid.id}`)).status()).toBe(200);
    expect((await viewerCtx.get("/v1/users")).status()).toBe(200);
    for (const [path, data] of [
      [`/v1/transactions/${paid.id}/refund`, {}],
      ["/v1/transfers", { recipientId: merchant.recipientId, amount: 100 }],
      ["/v1/users", { name: "Outra", email: `x-${uid()}@example.com`, password: "senha-bem-longa", role: "viewer" }],
    ] as const) {
      const res = await viewerCtx.post(path, { data });
      expect(res.status(), path).toBe(403);
      expect((await res.json()).code).toBe("forbidden");
    }
    expect((await viewerCtx.get("/v1/api-keys")).status()).toBe(403);
    expect((await viewerCtx.patch(`/v1/users/${viewer.id}`, { data: { role: "admin" } })).status()).toBe(403);
    // nothing moved
    expect((await (await merchant.api.get(`/v1/transactions/${paid.id}`)).json()).refundedAmount).toBe(0);

    // a promotion applies to open sessions at once (a demotion ends them: sessions.spec.ts); a
    // removed user's session stops working
    expect((await owner.patch(`/v1/users/${viewer.id}`, { data: { role: "admin" } })).status()).toBe(200);
    const transfer = await viewerCtx.post("/v1/transfers", {
      data: { recipientId: merchant.recipientId, amount: 100 },
    });
    expect(transfer.status(), await transfer.text()).toBe(200);
    expect((await owner.delete(`/v1/users/${viewer.id}`)).status()).toBe(204);
    expect((await viewerCtx.get("/v1/transactions")).status()).toBe(401);
    await Promise.all([owner.dispose(), viewerCtx.dispose()]);
  });

  test("e-mails are unique (422 on field email), only owners grant owner, and the last owner stays", async ({
    merchant,
    playwright,
    baseURL,
  }) => {
    const owner = await sessionOf(playwright, baseURL!, merchant);
    const taken = await owner.post("/v1/users", {
      data: { name: "Dup", email: merchant.email.toUpperCase(), password: "senha-bem-longa", role: "viewer" },
    });
    expect(taken.status()).toBe(422);
    expect(await taken.json()).toMatchObject({ code: "unprocessable_entity", details: { field: "email" } });

    const admin = await createUser(owner, "admin");
    const adminCtx = await sessionOf(playwright, baseURL!, admin);
    expect(
      (
        await adminCtx.post("/v1/users", {
          data: { name: "Dona", email: `o-${uid()}@example.com`, password: "senha-bem-longa", role: "owner" },
        })
      ).status(),
    ).toBe(403);
    const me = ((await (await owner.get("/v1/users")).json()) as { id: number; email: string }[]).find(
      (u) => u.email === merchant.email,
    )!;
    expect((await adminCtx.patch(`/v1/users/${me.id}`, { data: { role: "viewer" } })).status()).toBe(403);
    expect((await adminCtx.delete(`/v1/users/${me.id}`)).status()).toBe(403);
    const viewer = await adminCtx.post("/v1/users", {
      data: { name: "Leitor", email: `v-${uid()}@example.com`, password: "senha-bem-longa", role: "viewer" },
    });
    expect(viewer.status()).toBe(200);

    for (const res of [
      await owner.patch(`/v1/users/${me.id}`, { data: { role: "admin" } }),
      await owner.delete(`/v1/users/${me.id}`),
    ]) {
      expect(res.status()).toBe(422);
      expect((await res.json()).code).toBe("invalid_state");
    }
    const renamed = await owner.patch(`/v1/users/${me.id}`, { data: { name: "Dona da Loja" } });
    expect(await renamed.json()).toMatchObject({ id: me.id, name: "Dona da Loja", role: "owner" });
    await Promise.all([owner.dispose(), adminCtx.dispose()]);
  });

  test("another company's user ids and unknown ids answer 404; invalid input answers 400", async ({
    merchant,
    otherMerchant,
    playwright,
    baseURL,
  }) => {
    const [owner, other] = await Promise.all([
      sessionOf(playwright, baseURL!, merchant),
      sessionOf(playwright, baseURL!, otherMerchant),
    ]);
    const otherUser = ((await (await other.get("/v1/users")).json()) as { id: number }[])[0];
    for (const id of [otherUser.id, 2147483647, "abc"]) {
      for (const res of [
        await owner.patch(`/v1/users/${id}`, { data: { role: "viewer" } }),
        await owner.delete(`/v1/users/${id}`),
      ]) {
        expect(res.status(), String(id)).toBe(404);
        expect((await res.json()).code).toBe("not_found");
      }
    }
    expect(((await (await other.get("/v1/users")).json()) as { role: string }[])[0].role).toBe("owner");

    const bad = await owner.post("/v1/users", {
      data: { name: "", email: "not-an-email", password: "curta", role: "god" },
    });
    expect(bad.status()).toBe(400);
    expect((await issuePaths(bad)).sort()).toEqual(["email", "name", "password", "role"]);
    // no password is no error: the member gets a one-time link to choose one (docs/email.md)
    expect((await issuePaths(await owner.post("/v1/users", { data: {} }))).sort()).toEqual(["email", "name", "role"]);
    const me = ((await (await owner.get("/v1/users")).json()) as { id: number }[])[0];
    const badRole = await owner.patch(`/v1/users/${me.id}`, { data: { role: "superuser" } });
    expect(badRole.status()).toBe(400);
    expect(await issuePaths(badRole)).toEqual(["role"]);
    await Promise.all([owner.dispose(), other.dispose()]);
  });
});
