import { generate } from "otplib";

import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { signIn } from "../support/session";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// Accounts in Chromium (docs/security.md, "Accounts"): change password, an owner's reset that the
// member must follow, two-step sign-in with a code and a recovery code, and a company requiring it.
test("a merchant changes the password from the user menu and stays signed in", async ({ page, merchant }) => {
  await logIn(page, merchant);
  await page.getByRole("link", { name: "Alterar senha" }).first().click();
  await expect(page.getByRole("heading", { name: "Alterar sua senha" })).toBeVisible();
  await page.getByLabel("Senha atual").fill("nao-e-esta-senha");
  const wrong = `nova-${uid()}-senha`;
  await page.getByLabel("Senha nova", { exact: true }).fill(wrong);
  await page.getByLabel("Confirme a senha nova").fill(wrong);
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByText("A senha atual não confere.")).toBeVisible();
  await expectAccessible(page, "change password with an error");
  const next = `nova-${uid()}-senha`;
  await page.getByLabel("Senha atual").fill(merchant.password);
  await page.getByLabel("Senha nova", { exact: true }).fill(next);
  await page.getByLabel("Confirme a senha nova").fill(next);
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByText("Senha alterada.")).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao painel" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an owner resets a member's password; the member must choose a new one before seeing anything", async ({
  page,
  visitorPage: memberPage,
  merchant,
  request,
  baseURL,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const member = {
    email: `membro-${uid()}@example.com`,
    password: `senha-membro-${uid()}`,
    name: `Membro ${uid()}`,
    role: "admin",
  };
  expect((await owner.post("/v1/users", { data: member })).status()).toBe(200);

  await logIn(page, merchant, "/settings/users");
  await page.getByRole("button", { name: `Redefinir a senha de ${member.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Redefinir" }).click();
  const shown = page.getByTestId("temporary-password");
  await expect(shown).toHaveText(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
  const temporary = (await shown.textContent())!;
  await page.screenshot({ path: "docs/screenshots/settings-password-reset.png", fullPage: true });

  await memberPage.goto("/login?callbackUrl=%2Ftransactions");
  await memberPage.getByLabel("E-mail").fill(member.email);
  await memberPage.getByLabel("Senha").fill(temporary);
  await memberPage.getByRole("button", { name: "Entrar" }).click();
  await expect(memberPage).toHaveURL(/\/account\/password$/);
  await expect(memberPage.getByText("Sua senha foi redefinida por um proprietário.")).toBeVisible();
  // nothing else of the dashboard until then
  await memberPage.goto("/recipients");
  await expect(memberPage).toHaveURL(/\/account\/password$/);
  await memberPage.getByLabel("Senha atual").fill(temporary);
  const mine = `minha-${uid()}-senha`;
  await memberPage.getByLabel("Senha nova", { exact: true }).fill(mine);
  await memberPage.getByLabel("Confirme a senha nova").fill(mine);
  await memberPage.getByRole("button", { name: "Salvar senha" }).click();
  await expect(memberPage.getByText("Senha alterada.")).toBeVisible();
  await memberPage.goto("/recipients");
  await expect(memberPage).toHaveURL(/\/recipients$/);
  await owner.dispose();
  void request;
});

test("two-step sign-in: turned on with the app's code, then asked at sign-in; a recovery code works once", async ({
  page,
  merchant,
}) => {
  await logIn(page, merchant);
  await page.getByRole("link", { name: "Verificação em duas etapas" }).first().click();
  await page.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByRole("img", { name: "Código QR para o app autenticador" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await page.getByLabel("Código de 6 dígitos").fill("000000");
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByText("O código não confere")).toBeVisible();
  await page.getByLabel("Código de 6 dígitos").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  const codes = ((await page.getByTestId("recovery-codes").textContent()) ?? "").match(/[a-z2-9]{5}-[a-z2-9]{5}/g)!;
  expect(codes).toHaveLength(10);
  await expectAccessible(page, "recovery codes");
  await page.getByRole("button", { name: "Já guardei" }).click();
  await page.getByRole("button", { name: "Sair" }).first().click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("E-mail").fill(merchant.email);
  await page.getByLabel("Senha").fill(merchant.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Sua conta usa verificação em duas etapas")).toBeVisible();
  await page.getByLabel("Código de verificação").fill("123456");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  await page.getByLabel("Código de verificação").fill(codes[0]);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

test("an owner requires two-step sign-in: a member without it is taken to turn it on first", async ({
  page,
  visitorPage: memberPage,
  merchant,
  baseURL,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const member = {
    email: `membro-${uid()}@example.com`,
    password: `senha-membro-${uid()}`,
    name: "Membro",
    role: "viewer",
  };
  expect((await owner.post("/v1/users", { data: member })).status()).toBe(200);
  await logIn(page, merchant, "/settings");
  const requirement = page.getByLabel("Exigir verificação em duas etapas de todos os usuários");
  // only once the owner uses it
  await requirement.click();
  await expect(page.getByText(/Ative a verificação em duas etapas para você primeiro/)).toBeVisible();
  await expect(requirement).not.toBeChecked();
  const setup = await (await owner.post("/v1/users/me/two-factor")).json();
  expect(
    (
      await owner.post("/v1/users/me/two-factor/enable", { data: { code: await generate({ secret: setup.secret }) } })
    ).status(),
  ).toBe(200);
  await requirement.click();
  await expect(requirement).toBeChecked();

  await memberPage.goto("/login");
  await memberPage.getByLabel("E-mail").fill(member.email);
  await memberPage.getByLabel("Senha").fill(member.password);
  await memberPage.getByRole("button", { name: "Entrar" }).click();
  await expect(memberPage).toHaveURL(/\/account\/two-factor$/);
  await expect(memberPage.getByText("Sua empresa exige verificação em duas etapas")).toBeVisible();
  await memberPage.goto("/transactions");
  await expect(memberPage).toHaveURL(/\/account\/two-factor$/);
  await memberPage.getByRole("button", { name: "Ativar" }).click();
  const secret = (await memberPage.getByTestId("totp-secret").textContent())!;
  await memberPage.getByLabel("Código de 6 dígitos").fill(await generate({ secret }));
  await memberPage.getByRole("button", { name: "Confirmar e ativar" }).click();
  await memberPage.getByRole("button", { name: "Já guardei" }).click();
  await expect(memberPage).toHaveURL(/\/overview$/);
  await owner.dispose();
});
