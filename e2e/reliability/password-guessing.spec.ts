import { type APIRequestContext, expect, test } from "@playwright/test";
import { generate } from "otplib";

import { randomCnpj, uid } from "../support/documents";
import { signIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { type OwnServer, ownServer } from "./own-server";

// Every way of trying a password counts in the sign-in throttle (docs/security.md, "Accounts"):
// a sign-in whose body names the account twice, and the password asked again by the password
// change and the two-step disable of a signed-in session. Five attempts per account from one address.
let server: OwnServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = ownServer("password_guessing", 4791, { pglite: true, env: { LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "5" } });
  await server.start();
});
test.afterAll(async () => server?.stop());

async function newOwner() {
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `senha-certa-${id}` };
  const res = await signUp(server.url, { documentNumber: randomCnpj(), ownerName: "Dona", ...owner });
  expect(res.status).toBe(200);
  return { ...owner, apiKey: ((await res.json()) as { apiKey: string }).apiKey };
}

async function failedLogins(ctx: APIRequestContext, apiKey: string) {
  const res = await ctx.get("/v1/audit-log", {
    headers: { "x-api-key": apiKey },
    params: { action: "user.login_failed", limit: 100 },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { after: { reason?: string } | null }[];
}

test("a sign-in naming the account twice, or sent as JSON, is refused before any password is tried", async ({
  playwright,
}) => {
  const victim = await newOwner();
  const attacker = await playwright.request.newContext({ baseURL: server.url });
  const csrf = async () => ((await (await attacker.get("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
  for (let i = 0; i < 8; i++) {
    const csrfToken = await csrf();
    // a different decoy first each time: counted against the decoy, checked against the victim
    const body = new URLSearchParams([
      ["csrfToken", csrfToken],
      ["email", `isca-${i}-${uid()}@example.com`],
      ["email", victim.email],
      ["password", `errada-${i}`],
      ["json", "true"],
    ]);
    const duplicated = await attacker.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: body.toString(),
      maxRedirects: 0,
    });
    expect(duplicated.status(), `attempt ${i}`).toBe(400);
    expect(await duplicated.json()).toMatchObject({ code: "bad_request", details: { field: "email" } });
    const asJson = await attacker.post("/api/auth/callback/credentials", {
      data: { csrfToken: await csrf(), email: victim.email, password: `errada-json-${i}`, json: "true" },
      maxRedirects: 0,
    });
    expect(asJson.status(), `JSON attempt ${i}`).toBe(415);
  }
  // not one of those passwords was checked against the account
  expect(await failedLogins(attacker, victim.apiKey)).toEqual([]);
  // and the owner signs in as usual
  const owner = await playwright.request.newContext({ baseURL: server.url });
  await signIn(owner, victim.email, victim.password);
  await Promise.all([attacker.dispose(), owner.dispose()]);
});

test("wrong current passwords on the password change and the two-step disable are throttled and audited", async ({
  playwright,
}) => {
  for (const route of ["password", "two-factor/disable"] as const) {
    const owner = await newOwner();
    const session = await playwright.request.newContext({ baseURL: server.url });
    await signIn(session, owner.email, owner.password);
    if (route === "two-factor/disable") {
      const setup = (await (await session.post("/v1/users/me/two-factor")).json()) as { secret: string };
      const code = await generate({ secret: setup.secret });
      expect((await session.post("/v1/users/me/two-factor/enable", { data: { code } })).status()).toBe(200);
    }
    const attempt = (password: string) =>
      session.post(`/v1/users/me/${route}`, {
        data:
          route === "password"
            ? { currentPassword: password, newPassword: `outra-senha-longa-${uid()}` }
            : { password },
      });
    // the sign-in above was a right password: it gave its attempt back, so all five are left
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`errada-${i}`)).status());
    expect(statuses, route).toEqual([422, 422, 422, 422, 422, 429]);
    const refused = await attempt(owner.password);
    expect(refused.status(), route).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    // each wrong password that was checked is in the audit log, with what it was for
    const reason = route === "password" ? "password_change" : "two_factor_disable";
    expect((await failedLogins(session, owner.apiKey)).map((e) => e.after?.reason)).toEqual(Array(5).fill(reason));
    await session.dispose();
  }
});
