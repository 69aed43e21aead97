import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { ok } from "../support/money";
import { signIn } from "../support/session";

// A dashboard session ends on the server: a copy of its cookie stops working after sign-out,
// and a user's sessions end when their role changes or they are removed.

test("sign-out ends the session everywhere, even for a copied cookie", async ({ merchant, playwright, baseURL }) => {
  const browser = await playwright.request.newContext({ baseURL });
  await signIn(browser, merchant.email, merchant.password);
  const copied = await playwright.request.newContext({ baseURL, storageState: await browser.storageState() });
  expect((await copied.get("/v1/company")).status()).toBe(200);

  const { csrfToken } = await (await browser.get("/api/auth/csrf")).json();
  await browser.post("/api/auth/signout", { form: { csrfToken, json: "true" }, maxRedirects: 0 });
  const after = await copied.get("/v1/company");
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: "unauthorized" });
  // and the dashboard itself sends the copied cookie to the login page
  expect((await copied.get("/overview", { maxRedirects: 0 })).status()).toBe(307);

  // next-auth's own session route agrees: no user for the ended session
  expect(await (await copied.get("/api/auth/session")).json()).toEqual({});
  expect(await (await browser.get("/api/auth/session")).json()).toEqual({});

  // signing in again works
  await signIn(browser, merchant.email, merchant.password);
  expect((await browser.get("/v1/company")).status()).toBe(200);
  await Promise.all([browser.dispose(), copied.dispose()]);
});

test("a demotion or a removal ends the user's sessions", async ({ merchant, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const email = `membro-${uid()}@example.com`;
  const user = await ok(
    await owner.post("/v1/users", { data: { name: "Membro", email, password: "senha-bem-longa-1", role: "admin" } }),
  );

  const member = await playwright.request.newContext({ baseURL });
  await signIn(member, email, "senha-bem-longa-1");
  expect((await member.get("/v1/company")).status()).toBe(200);
  await ok(await owner.patch(`/v1/users/${user.id}`, { data: { role: "viewer" } }));
  expect((await member.get("/v1/company")).status()).toBe(401);

  await signIn(member, email, "senha-bem-longa-1");
  expect((await member.get("/v1/company")).status()).toBe(200);
  // a name change alone keeps the session
  await ok(await owner.patch(`/v1/users/${user.id}`, { data: { name: "Membro Renomeado" } }));
  expect((await member.get("/v1/company")).status()).toBe(200);
  expect((await owner.delete(`/v1/users/${user.id}`)).status()).toBe(204);
  expect((await member.get("/v1/company")).status()).toBe(401);
  await Promise.all([owner.dispose(), member.dispose()]);
});
