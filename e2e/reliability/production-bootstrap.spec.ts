import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCnpj, randomCpf, uid } from "../support/documents";
import { signIn, trySignIn } from "../support/session";
import { ownServer } from "./own-server";

// A production instance starts empty (docs/security.md, "Production bootstrap"): no demo company,
// login, key, sale or balance, whatever SEED_* says; the operator creates the first company with
// `npm run company:create`. Its rails are still the built-in sandboxes, so card and boleto payments
// and transfers answer 422 rail_not_configured and change nothing.
test.use({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });

const PRODUCTION = {
  COLMEIA_MODE: "production",
  AUTH_SECRET: "production-bootstrap-secret-0123456789abcdef",
  // the demo's knobs, all ignored in production
  SEED_USER_EMAIL: "demo@colmeia.dev",
  SEED_USER_PASSWORD: "colmeia-demo",
  SEED_API_KEY: "sk_test_conformance_0123456789",
  SEED_TRANSACTIONS: "5",
  // production's own default applies (24 h)
  PAYOUT_DESTINATION_COOLDOWN_HOURS: "",
};

const companyCreate = (env: Record<string, string>, args: string[], input?: string) =>
  spawnSync("npm", ["run", "-s", "company:create", "--", ...args], {
    env: { ...process.env, ...PRODUCTION, ...env },
    encoding: "utf8",
    input,
  });
const keyLine = (stdout: string) => stdout.match(/^sk_live_\w+$/m)?.[0];
const linkLine = (stdout: string) => stdout.match(/^http:\/\/\S+\/set-password#(\S+)$/m);

// What a refused request must leave as it was: the company's balance and its lists
async function books(api: APIRequestContext) {
  return {
    balance: await (await api.get("/v1/balance")).json(),
    transactions: await (await api.get("/v1/transactions")).json(),
    transfers: await (await api.get("/v1/transfers")).json(),
  };
}

async function expectRailsRefuseAndChangeNothing(api: APIRequestContext, recipientId: number) {
  const before = await books(api);
  expect(before.transactions).toEqual([]);
  const refused = [
    await api.post("/v1/transactions", { data: transactionBody("credit_card"), headers: { "idempotency-key": "c-1" } }),
    await api.post("/v1/transactions", { data: transactionBody("boleto") }),
    await api.post("/v1/transactions", { data: transactionBody("pix") }),
    await api.post("/v1/transfers", { data: { recipientId, amount: 1000 } }),
  ];
  const answers = await Promise.all(refused.map(async (r) => ({ status: r.status(), body: await r.json() })));
  expect(answers.map((a) => [a.status, a.body.code, a.body.details.rail])).toEqual([
    [422, "rail_not_configured", "card"],
    [422, "rail_not_configured", "boleto"],
    [422, "rail_not_configured", "pix"],
    [422, "rail_not_configured", "payout"],
  ]);
  // the Idempotency-Key was freed, not spent on the refusal: the same key with another body runs
  const again = await api.post("/v1/transactions", {
    data: transactionBody("boleto"),
    headers: { "idempotency-key": "c-1" },
  });
  expect(again.headers()["idempotent-replayed"]).toBeUndefined();
  expect(await again.json()).toMatchObject({ code: "rail_not_configured", details: { rail: "boleto" } });
  expect(await books(api)).toEqual(before);
}

test("production starts empty, SEED_* ignored; company:create makes the first company, its owner signs in, its key works, and sandbox rails change nothing", async ({
  playwright,
  page,
}) => {
  test.setTimeout(360_000);
  const server = ownServer("prod_boot", 4310, { pglite: true, env: PRODUCTION });
  const dataDir = path.resolve(".tmp", "own-prod_boot-4310");
  const db = { DATABASE_URL: "", DATA_DIR: dataDir, PUBLIC_BASE_URL: server.url };
  await server.start();
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  try {
    const log = readFileSync(server.logFile, "utf8");
    expect(log).toMatch(/COLMEIA_MODE=production seeds nothing: .*SEED_API_KEY.* ignored/);
    expect(log).toContain("no company yet: create the first one with npm run company:create");
    expect(log).not.toContain("seeding a demo company");
    expect(await trySignIn(anonymous, "demo@colmeia.dev", "colmeia-demo")).toBe("CredentialsSignin");
    const seedKey = await anonymous.get("/v1/company", { headers: { "x-api-key": PRODUCTION.SEED_API_KEY } });
    expect(seedKey.status()).toBe(401);
    // business volumes stay the operator's: no METRICS_TOKEN nor METRICS_PORT, no metrics here
    const metrics = await anonymous.get("/metrics");
    expect(metrics.status()).toBe(404);
    expect(await metrics.json()).toMatchObject({ code: "not_found" });
  } finally {
    await server.stop();
  }

  // the operator, with the server stopped (one process per PGlite directory)
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `senha-da-dona-${id}` };
  const document = randomCnpj();
  const invalid = companyCreate(db, [
    "--name",
    "Loja",
    "--document",
    "11222333000100",
    "--owner-email",
    "x@example.com",
  ]);
  expect(invalid.status).toBe(1);
  expect(invalid.stderr).toContain("--document invalid CPF/CNPJ check digits");
  const made = companyCreate(
    db,
    [
      "--name",
      `Loja Real ${id}`,
      "--document",
      document,
      "--owner-email",
      owner.email,
      "--password-stdin",
      "--api-key",
    ],
    `${owner.password}\n`,
  );
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toMatch(/company 1 "Loja Real/);
  const apiKey = keyLine(made.stdout)!;
  expect(apiKey).toMatch(/^sk_live_\w{32}$/);
  expect(linkLine(made.stdout)).toBeNull();
  // a duplicate document or e-mail is refused, and that run writes nothing
  const sameDocument = companyCreate(db, [
    "--name",
    "Outra",
    "--document",
    document,
    "--owner-email",
    `o-${id}@example.com`,
  ]);
  expect(sameDocument.status).toBe(1);
  expect(sameDocument.stderr).toContain("already exists (company 1)");
  const sameEmail = companyCreate(db, ["--name", "Outra", "--document", randomCpf(), "--owner-email", owner.email]);
  expect(sameEmail.status).toBe(1);
  expect(sameEmail.stderr).toContain(`a user with the e-mail ${owner.email} already exists`);
  // a second company whose owner chooses the password through the printed link
  const second = { email: `dono-${id}@example.com`, password: `senha-do-dono-${id}` };
  const invited = companyCreate(db, [
    "--name",
    `Segunda ${id}`,
    "--document",
    randomCpf(),
    "--owner-email",
    second.email,
  ]);
  expect(invited.status, invited.stderr).toBe(0);
  expect(invited.stdout).toMatch(/company 2 "Segunda/);
  expect(keyLine(invited.stdout)).toBeUndefined();
  const [link, token] = linkLine(invited.stdout)!;

  await server.start();
  const api = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-api-key": apiKey } });
  const session = await playwright.request.newContext({ baseURL: server.url });
  try {
    const company = await (await api.get("/v1/company")).json();
    expect(company).toMatchObject({ legalName: `Loja Real ${id}`, documentNumber: document, sandbox: false });
    await signIn(session, owner.email, owner.password);
    expect(await (await session.get("/v1/company")).json()).toMatchObject({ id: company.id });
    const audit = await (await session.get("/v1/audit-log", { params: { action: "company.create" } })).json();
    expect(audit).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: "system" }) })]);

    // the link sets the second owner's password once
    expect(await trySignIn(anonymous, second.email, second.password)).toBe("CredentialsSignin");
    await page.goto(link);
    await page.getByLabel("Nova senha").fill(second.password);
    await page.getByRole("button", { name: "Salvar senha" }).click();
    await expect(page.getByRole("status")).toHaveText(/Senha definida/);
    await signIn(await playwright.request.newContext({ baseURL: server.url }), second.email, second.password);
    const reused = await anonymous.post("/api/public/password-setup", {
      data: { token, password: `outra-senha-${id}` },
    });
    expect(reused.status()).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "unprocessable_entity", details: { field: "token" } });
    expect(await trySignIn(anonymous, second.email, `outra-senha-${id}`)).toBe("CredentialsSignin");

    // the rails are the built-in sandboxes: nothing moves, nothing changes
    const [own] = await (await api.get("/v1/recipients")).json();
    await expectRailsRefuseAndChangeNothing(api, own.id);

    // production's cooldown default: a new bank account waits 24 hours
    const account = await (
      await api.post("/v1/bank-accounts", {
        data: { bankCode: "341", agency: "1", accountNumber: "2", accountDigit: "3", accountType: "checking" },
      })
    ).json();
    expect((Date.parse(account.usableAfter) - Date.parse(account.createdAt)) / 3_600_000).toBe(24);
  } finally {
    await api.dispose();
    await session.dispose();
    await anonymous.dispose();
    await server.stop();
  }
});

test("on PostgreSQL, production starts empty and company:create runs beside the live server", async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const server = ownServer("prod_boot_pg", 4311, { env: PRODUCTION });
  await server.start();
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  try {
    expect(readFileSync(server.logFile, "utf8")).toContain("no company yet");
    expect(await trySignIn(anonymous, "demo@colmeia.dev", "colmeia-demo")).toBe("CredentialsSignin");
    const id = uid();
    const owner = { email: `dona-${id}@example.com`, password: `senha-da-dona-${id}` };
    const made = companyCreate(
      { DATABASE_URL: server.databaseUrl, PUBLIC_BASE_URL: server.url },
      [
        "--name",
        `Loja PG ${id}`,
        "--document",
        randomCnpj(),
        "--owner-email",
        owner.email,
        "--password-stdin",
        "--api-key",
      ],
      `${owner.password}\n`,
    );
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/company 1 "Loja PG/);
    const api = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { "x-api-key": keyLine(made.stdout)! },
    });
    expect(await (await api.get("/v1/company")).json()).toMatchObject({ legalName: `Loja PG ${id}`, sandbox: false });
    await signIn(anonymous, owner.email, owner.password);
    const [own] = await (await api.get("/v1/recipients")).json();
    await expectRailsRefuseAndChangeNothing(api, own.id);
    await api.dispose();
  } finally {
    await anonymous.dispose();
    await server.stop();
  }
});
