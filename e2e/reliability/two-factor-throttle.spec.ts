import { expect, test } from "@playwright/test";
import { generate } from "otplib";

import { randomCnpj, uid } from "../support/documents";
import { signIn, trySignIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// Guessing the second factor is throttled like guessing the password: with the right password,
// wrong codes use up the account's attempts from that address and then get a 429.
test("wrong two-step codes count in the login throttle", async ({ playwright }) => {
  test.setTimeout(240_000);
  const server = ownServer("totp_throttle", 3398, { pglite: true, env: { LOGIN_ATTEMPTS_PER_ACCOUNT_IP: "6" } });
  await server.start();
  try {
    const id = uid();
    const owner = { email: `dona-${id}@example.com`, password: `senha-${id}` };
    const signup = await signUp(server.url, {
      legalName: `Loja ${id}`,
      documentNumber: randomCnpj(),
      ownerName: "Dona",
      ...owner,
    });
    expect(signup.status).toBe(200);
    const session = await playwright.request.newContext({ baseURL: server.url });
    await signIn(session, owner.email, owner.password);
    const setup = await (await session.post("/v1/users/me/two-factor")).json();
    const code = await generate({ secret: setup.secret });
    expect((await session.post("/v1/users/me/two-factor/enable", { data: { code } })).status()).toBe(200);

    const answers: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      const ctx = await playwright.request.newContext({ baseURL: server.url });
      answers.push(await trySignIn(ctx, owner.email, owner.password, String(100000 + i)));
    }
    // the session's own sign-in above succeeded and gave its attempt back: six wrong codes, then the limit
    expect(answers.slice(0, 6)).toEqual(Array(6).fill("TwoFactorInvalid"));
    expect(answers[6]).toBe("TooManyAttempts");
  } finally {
    await server.stop();
  }
});
