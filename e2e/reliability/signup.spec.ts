import { expect, test } from "@playwright/test";

import { randomCnpj, uid } from "../support/documents";
import { signUp as postSignUp } from "../support/sign-up";
import { ownServer } from "./own-server";

const signUp = (url: string, documentNumber = randomCnpj()) => {
  const id = uid();
  return postSignUp(url, {
    ownerName: "Ana Teste",
    legalName: `Loja ${id}`,
    documentNumber,
    email: `s-${id}@example.com`,
    password: `senha-${id}`,
  });
};

test("sign-up is closed unless the operator opens it", async () => {
  test.setTimeout(240_000);
  const server = ownServer("signup_closed", 3392, { pglite: true, env: { SIGNUP: "" } });
  await server.start();
  try {
    const res = await signUp(server.url);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "signup_closed" });
    // the dashboard offers no way in: no link on the login page, and the page says it is closed
    expect(await (await fetch(`${server.url}/login`)).text()).not.toContain('href="/signup"');
    const page = await (await fetch(`${server.url}/signup`)).text();
    expect(page).toContain("Cadastro fechado");
    expect(page).not.toContain("<form");
  } finally {
    await server.stop();
  }
});

test("open sign-up refuses a document another company uses, and too many sign-ups from one address", async () => {
  test.setTimeout(240_000);
  const server = ownServer("signup_open", 3393, { pglite: true, env: { SIGNUP: "open", SIGNUP_PER_IP_PER_HOUR: "3" } });
  await server.start();
  try {
    const document = randomCnpj();
    expect((await signUp(server.url, document)).status).toBe(200);
    const again = await signUp(server.url, document);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: "unprocessable_entity", details: { field: "documentNumber" } });
    expect((await signUp(server.url)).status).toBe(200);
    const limited = await signUp(server.url);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
  } finally {
    await server.stop();
  }
});
