import { expect, request as playwrightRequest, test } from "@playwright/test";

import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// Behind one trusted proxy (so client addresses can differ), with the default sign-in limits.
test("50 wrong passwords from one address: slowed, then 429 with Retry-After; the owner still signs in from another address", async () => {
  test.setTimeout(240_000);
  const server = ownServer("login_throttle", 3394, {
    pglite: true,
    env: {
      TRUSTED_PROXY_HOPS: "1",
      LOGIN_ATTEMPTS_PER_IP: "30",
      LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "10",
      LOGIN_ATTEMPTS_PER_ACCOUNT: "50",
    },
  });
  await server.start();
  try {
    const id = uid();
    const email = `dona-${id}@example.com`;
    const password = `senha-certa-${id}`;
    const signup = await signUp(server.url, {
      ownerName: "Ana Teste",
      legalName: `Loja ${id}`,
      documentNumber: randomCnpj(),
      email,
      password,
    });
    expect(signup.status).toBe(200);

    const from = async (ip: string) =>
      playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-forwarded-for": ip } });
    const attempt = async (ctx: Awaited<ReturnType<typeof from>>, pass: string) => {
      const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
      return ctx.post("/api/auth/callback/credentials", {
        form: { csrfToken, email, password: pass, json: "true" },
        maxRedirects: 0,
      });
    };

    const attacker = await from("203.0.113.66");
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 50; i++) statuses.push((await attempt(attacker, `errada-${i}`)).status());
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBe(40);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    // the attempts before the refusals were slowed down progressively (0.25 + 0.5 + 1 + 2 + 4 × 3 s)
    expect(Date.now() - started).toBeGreaterThan(15_000);
    const blocked = await attempt(attacker, password);
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ code: "rate_limited" });

    const owner = await from("198.51.100.7");
    const ok = await attempt(owner, password);
    expect(ok.status()).toBeLessThan(400);
    const session = await (await owner.get("/api/auth/session")).json();
    expect(session.user.email).toBe(email);
    await Promise.all([attacker.dispose(), owner.dispose()]);
  } finally {
    await server.stop();
  }
});
