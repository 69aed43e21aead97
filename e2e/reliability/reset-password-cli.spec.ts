import { spawnSync } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { randomCnpj, uid } from "../support/documents";
import { signIn, trySignIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// The owner who is locked out (forgot the password, lost the phone) and has no e-mail to receive a
// link: the operator runs `npm run user:reset-password` against the stopped server's database.
test("npm run user:reset-password gives a locked-out owner a temporary password, and --disable-2fa turns two-step sign-in off", async ({
  playwright,
}) => {
  test.setTimeout(300_000);
  const server = ownServer("reset_cli", 3397, { pglite: true });
  const dataDir = path.resolve(".tmp", "own-reset_cli-3397");
  const cli = (args: string[], input?: string) =>
    spawnSync("npm", ["run", "-s", "user:reset-password", "--", ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
      encoding: "utf8",
      input,
    });
  await server.start();
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `senha-${id}` };
  expect(
    (await signUp(server.url, { legalName: `Loja ${id}`, documentNumber: randomCnpj(), ownerName: "Dona", ...owner }))
      .status,
  ).toBe(200);
  const before = await playwright.request.newContext({ baseURL: server.url });
  await signIn(before, owner.email, owner.password);
  const setup = await (await before.post("/v1/users/me/two-factor")).json();
  const { generate } = await import("otplib");
  expect(
    (
      await before.post("/v1/users/me/two-factor/enable", { data: { code: await generate({ secret: setup.secret }) } })
    ).status(),
  ).toBe(200);
  await server.stop();

  const unknown = cli(["--email", "ninguem@example.com"]);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain("no user with the e-mail ninguem@example.com");
  const weak = cli(["--email", owner.email, "--stdin"], "senha12345\n");
  expect(weak.status).toBe(1);
  expect(weak.stderr).toContain("most common passwords");
  const reset = cli(["--email", owner.email, "--disable-2fa"]);
  expect(reset.status, reset.stderr).toBe(0);
  const temporary = reset.stdout.match(/temporary password[^:]*: (\S+)/)![1];

  await server.start();
  try {
    // the old session ended; the old password no longer works; the temporary one signs in without a code
    expect((await before.get("/v1/company")).status()).toBe(401);
    expect(
      await trySignIn(await playwright.request.newContext({ baseURL: server.url }), owner.email, owner.password),
    ).toBe("CredentialsSignin");
    const after = await playwright.request.newContext({ baseURL: server.url });
    expect(await trySignIn(after, owner.email, temporary)).toBeNull();
    expect(await (await after.get("/v1/company")).json()).toMatchObject({ code: "password_change_required" });
    expect(
      (
        await after.post("/v1/users/me/password", {
          data: { currentPassword: temporary, newPassword: `nova-${id}-senha` },
        })
      ).status(),
    ).toBe(204);
    const fresh = await playwright.request.newContext({ baseURL: server.url });
    await signIn(fresh, owner.email, `nova-${id}-senha`);
    const audit = await (await fresh.get("/v1/audit-log", { params: { action: "user.password_reset" } })).json();
    expect(audit).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: "system" }) })]);
  } finally {
    await server.stop();
  }
});

test("on PostgreSQL the reset runs beside the live server, and --stdin sets the password the operator typed", async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const server = ownServer("reset_cli_pg", 3399);
  await server.start();
  try {
    const id = uid();
    const owner = { email: `dono-${id}@example.com`, password: `senha-${id}` };
    const signup = await signUp(server.url, {
      legalName: `Loja ${id}`,
      documentNumber: randomCnpj(),
      ownerName: "Dono",
      ...owner,
    });
    expect(signup.status).toBe(200);
    const chosen = `escolhida-pelo-operador-${id}`;
    const run = spawnSync("npm", ["run", "-s", "user:reset-password", "--", "--email", owner.email, "--stdin"], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
      encoding: "utf8",
      input: `${chosen}\n`,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("temporary password");
    // the operator's password is the owner's own: no forced change
    const ctx = await playwright.request.newContext({ baseURL: server.url });
    await signIn(ctx, owner.email, chosen);
    expect((await ctx.get("/v1/company")).status()).toBe(200);
  } finally {
    await server.stop();
  }
});
