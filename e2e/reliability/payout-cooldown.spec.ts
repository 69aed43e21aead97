import { expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// With PAYOUT_DESTINATION_COOLDOWN_HOURS=24 (production's default; the sandbox's is 0, see
// lib/platform/env.test.ts and e2e/reliability/production-bootstrap.spec.ts), a destination added with an
// API key — all a leaked key can do — receives no money until a day has passed or an owner confirms it.
test.use({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });

test("a new bank account or Pix key receives no transfer for 24 hours, unless an owner confirms it", async ({
  playwright,
  page,
}) => {
  test.setTimeout(240_000);
  const server = ownServer("payout_cooldown", 3396, { pglite: true, env: { PAYOUT_DESTINATION_COOLDOWN_HOURS: "24" } });
  await server.start();
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `senha-${id}` };
  const signup = await (
    await signUp(server.url, { legalName: `Loja ${id}`, documentNumber: randomCnpj(), ownerName: "Dona", ...owner })
  ).json();
  const api = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-api-key": signup.apiKey },
  });
  const session = await playwright.request.newContext({ baseURL: server.url });
  try {
    const pix = await (await api.post("/v1/transactions", { data: transactionBody("pix") })).json();
    expect((await api.post(`/v1/transactions/${pix.id}/sandbox/pay`)).status()).toBe(200);
    const before = await (await api.get("/v1/balance")).json();

    const account = await (
      await api.post("/v1/bank-accounts", {
        data: { bankCode: "341", agency: "1", accountNumber: "2", accountDigit: "3", accountType: "checking" },
      })
    ).json();
    const hours = (Date.parse(account.usableAfter) - Date.parse(account.createdAt)) / 3_600_000;
    expect(hours).toBe(24);
    const toAccount = await api.post("/v1/transfers", { data: { recipientId: signup.recipientId, amount: 1000 } });
    expect(toAccount.status()).toBe(422);
    expect(await toAccount.json()).toMatchObject({
      code: "payout_destination_cooling_down",
      details: { bankAccountId: account.id, usableAfter: account.usableAfter },
    });

    // a transfer naming a new Pix key registers it (the sandbox DICT gives an unmarked key to the
    // recipient, docs/rails.md), its cooldown starts, and it moves nothing
    const toKey = await api.post("/v1/transfers", {
      data: { recipientId: signup.recipientId, amount: 1000, pixKey: "financeiro@example.com" },
    });
    expect(await toKey.json()).toMatchObject({ code: "payout_destination_cooling_down", details: { field: "pixKey" } });
    const [key] = await (await api.get(`/v1/recipients/${signup.recipientId}/pix-keys`)).json();
    expect(key).toMatchObject({ type: "email", key: "financeiro@example.com", confirmedAt: null });
    expect(await (await api.get("/v1/balance")).json()).toEqual(before);
    expect(await (await api.get("/v1/transfers")).json()).toEqual([]);

    // the owner, in the dashboard, sees both waiting and vouches for the account there…
    await page.goto(`${server.url}/login?callbackUrl=${encodeURIComponent(`/recipients/${signup.recipientId}`)}`);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Senha").fill(owner.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    const accounts = page.getByRole("list", { name: "Contas do recebedor" });
    await expect(accounts.getByText(/Recebe transferências a partir de/)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Chaves Pix do recebedor" }).getByText("financeiro@example.com"),
    ).toBeVisible();
    await accounts.getByRole("button", { name: "Confirmar agora" }).click();
    await expect(accounts.getByText("Confirmada")).toBeVisible();
    await expect(accounts.getByText(/Recebe transferências a partir de/)).toHaveCount(0);
    // …and for the key through the same API the page calls
    await signIn(session, owner.email, owner.password);
    const paid = await api.post("/v1/transfers", { data: { recipientId: signup.recipientId, amount: 1000 } });
    expect(await paid.json()).toMatchObject({ status: "processing", bankAccountId: account.id });
    expect((await session.post(`/v1/recipients/${signup.recipientId}/pix-keys/${key.id}/confirm`)).status()).toBe(200);
    const toPix = await api.post("/v1/transfers", {
      data: { recipientId: signup.recipientId, amount: 1000, pixKey: "financeiro@example.com" },
    });
    expect(await toPix.json()).toMatchObject({ status: "processing", type: "pix" });
  } finally {
    await api.dispose();
    await session.dispose();
    await server.stop();
  }
});
