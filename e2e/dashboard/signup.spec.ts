import { expect, test } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { expectAccessible } from "./checks";

// A new merchant signs up in the browser (the suite runs with SIGNUP=open), sees its test secret
// key once, and lands signed in on its own, empty company.
test("a merchant signs up from the login page, copies its key and lands in its own dashboard", async ({
  page,
  request,
  visitorPage: other,
}) => {
  const id = uid();
  const legalName = `Empório ${id}`;
  const document = randomCnpj();
  await page.goto("/login");
  await page.getByRole("link", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { name: "Criar a conta da sua empresa", level: 1 })).toBeVisible();

  // the rules show on the fields, before anything is sent
  await page.getByLabel("CNPJ ou CPF").fill("11.111.111/1111-11");
  await page.getByLabel("Senha").fill("senha12345");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("CPF/CNPJ inválido: confira os dígitos.")).toBeVisible();
  await expect(page.getByText("Esta senha é uma das mais usadas: escolha outra.")).toBeVisible();
  await expectAccessible(page, "sign-up with errors");

  await page.getByLabel("Razão social (ou nome completo, para CPF)").fill(legalName);
  await page.getByLabel("CNPJ ou CPF").fill(document);
  await expect(page.getByLabel("CNPJ ou CPF")).toHaveValue(
    `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}/${document.slice(8, 12)}-${document.slice(12)}`,
  );
  await page.getByLabel("Seu nome").fill("Joana Prado");
  await page.getByLabel("Seu e-mail").fill(`joana-${id}@example.com`);
  await page.getByLabel("Senha").fill(`favo-de-mel-${id}`);
  await page.getByRole("button", { name: "Criar conta" }).click();

  const key = page.getByTestId("signup-secret");
  await expect(key).toHaveText(/^sk_test_[A-Za-z0-9]{32}$/);
  const company = await request.get("/v1/company", { headers: { "x-api-key": (await key.textContent())! } });
  expect(await company.json()).toMatchObject({ legalName, documentNumber: document, address: null });
  await page.screenshot({ path: "docs/screenshots/signup-key.png", fullPage: true });

  await page.getByRole("button", { name: "Ir para o painel" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText(legalName).filter({ visible: true }).first()).toBeVisible();
  await page.goto("/settings/users");
  await expect(page.getByRole("cell", { name: "Joana Prado" })).toBeVisible();

  // the same document cannot open a second company, for another visitor (a browser of its own:
  // clearing this one's cookies raced the dashboard's session refresh, which could set them again)
  await other.goto("/signup");
  await other.getByLabel("Razão social (ou nome completo, para CPF)").fill(`Outra ${id}`);
  await other.getByLabel("CNPJ ou CPF").fill(document);
  await other.getByLabel("Seu nome").fill("Outra Pessoa");
  await other.getByLabel("Seu e-mail").fill(`outra-${id}@example.com`);
  await other.getByLabel("Senha").fill(`favo-de-mel-${id}`);
  await other.getByRole("button", { name: "Criar conta" }).click();
  await expect(other.getByText("Já existe uma empresa com este CNPJ/CPF.")).toBeVisible();
});
