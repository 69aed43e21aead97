import { expect, test } from "../fixtures";
import { randomCpf, uid } from "../support/documents";
import { createRecipient, ok } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the merchant creates a recipient with a bank account, adds another account, edits it and sees it listed", async ({
  page,
  merchant,
}) => {
  await logIn(page, merchant, "/recipients");
  await expect(page.getByRole("heading", { name: "Recebedores", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Recebedores" });
  await expect(table.locator("tbody tr")).toHaveCount(1); // the company's own recipient
  await expect(table).toContainText("Sua empresa");

  await page.getByRole("link", { name: "Novo recebedor" }).click();
  await expect(page.getByRole("heading", { name: "Novo recebedor" })).toBeVisible();
  const create = page.getByRole("form", { name: "Novo recebedor" });
  await create.getByRole("button", { name: "Cadastrar recebedor" }).click();
  await expect(create.getByText("Campo obrigatório.").first()).toBeVisible();

  const name = `Parceiro ${uid()}`;
  await create.getByLabel("Nome ou razão social").fill(name);
  const document = create.getByLabel("CPF ou CNPJ");
  await document.fill("52998224724");
  await expect(document).toHaveValue("529.982.247-24");
  await create.getByLabel("E-mail (opcional)").fill(`financeiro-${uid()}@example.com`);
  await create.getByLabel("Banco (código ou nome)").fill("260");
  await expect(create.getByText("260 · Nu Pagamentos (Nubank)")).toBeVisible();
  await create.getByLabel("Tipo de conta").selectOption({ label: "Conta de pagamento" });
  await create.getByLabel("Agência", { exact: true }).fill("0001");
  await create.getByLabel("Conta", { exact: true }).fill("1234567");
  await create.getByLabel("Dígito da conta").fill("8");
  await create.getByRole("button", { name: "Cadastrar recebedor" }).click();
  await expect(create.getByText("CPF inválido: confira os dígitos.")).toBeVisible();
  await expectAccessible(page, "new recipient form with errors");

  await document.fill(randomCpf());
  await create.getByRole("button", { name: "Cadastrar recebedor" }).click();
  await expect(page).toHaveURL(/\/recipients\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const accounts = page.getByRole("list", { name: "Contas do recebedor" });
  await expect(accounts).toContainText("260 · Nu Pagamentos (Nubank)");
  await expect(accounts).toContainText("Conta de pagamento · Agência 0001 · Conta 1234567-8");
  await expect(page.getByText("Nenhuma transferência ainda")).toBeVisible();

  // a second account becomes the one used for transfers
  await page.getByRole("button", { name: "Adicionar conta" }).click();
  const form = page.getByRole("form", { name: "Adicionar conta bancária" });
  await form.getByLabel("Banco (código ou nome)").fill("341");
  await form.getByLabel("Agência", { exact: true }).fill("12345");
  await form.getByLabel("Conta", { exact: true }).fill("12A45");
  await form.getByLabel("Dígito da conta").fill("0");
  await form.getByRole("button", { name: "Adicionar conta" }).click();
  await expect(form.getByText("Use de 1 a 13 dígitos, sem o dígito verificador.")).toBeVisible();
  await form.getByLabel("Conta", { exact: true }).fill("98765");
  await form.getByRole("button", { name: "Adicionar conta" }).click();
  await expect(form).toHaveCount(0);
  await expect(accounts.locator("li")).toHaveCount(2);
  await expect(accounts.locator("li").first()).toContainText("341 · Itaú Unibanco");
  await expect(accounts.locator("li").first()).toContainText("Usada nas transferências");
  // no cooldown in the sandbox, but both accounts still say they are new
  await expect(accounts.getByText("Nova: adicionada há menos de 24 h")).toHaveCount(2);
  await expectAccessible(page, "recipient detail");

  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel("Nome ou razão social").fill(`${name} Ltda`);
  await page.getByLabel("Antecipação automática").check();
  await page.getByLabel("Volume antecipável (%)").fill("150");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("O máximo é 100.")).toBeVisible();
  await expectAccessible(page, "edit recipient");
  await page.getByLabel("Volume antecipável (%)").fill("40");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByRole("heading", { name: `${name} Ltda`, level: 1 })).toBeVisible();
  await expect(page.getByText("Sim, 40%")).toBeVisible();

  await page.getByRole("link", { name: "← Recebedores" }).click();
  const row = table.locator("tbody tr", { hasText: `${name} Ltda` });
  await expect(row).toContainText("341 · Itaú Unibanco");
  await expect(row).toContainText(brl(0));
  await expectAccessible(page, "recipients list");
  await page.screenshot({ path: "docs/screenshots/recipients.png", fullPage: true });
});

test("clearing the e-mail on the edit page removes it", async ({ page, merchant }) => {
  const recipient = await createRecipient(merchant.api);
  expect(recipient.email).toMatch(/@example\.com$/);
  await logIn(page, merchant, `/recipients/${recipient.id}/edit`);
  const form = page.getByRole("form", { name: "Editar recebedor" });
  await expect(form.getByLabel("E-mail")).toHaveValue(recipient.email);
  await form.getByLabel("E-mail").fill("");
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipients/${recipient.id}$`));
  const details = page.getByRole("region", { name: "Dados" });
  const email = details.locator("dl > div", { has: page.locator("dt", { hasText: "E-mail" }) }).locator("dd");
  await expect(email).toHaveText("—");
  await page.reload();
  await expect(email).toHaveText("—");
  await expect(details).not.toContainText(recipient.email);
  expect((await ok(await merchant.api.get(`/v1/recipients/${recipient.id}`))).email).toBeNull();
  await page.goto(`/recipients/${recipient.id}/edit`);
  await expect(form.getByLabel("E-mail")).toHaveValue("");
});

test("recipient pages: search by document, 404 for another company's id, and phone width", async ({
  page,
  merchant,
  otherMerchant,
}) => {
  await logIn(page, merchant, "/recipients");
  await page.getByLabel("CPF/CNPJ").fill("11144477735");
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue("111.444.777-35");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/documentNumber=11144477735/);
  await expect(page.getByText("Nenhum recebedor com este CPF/CNPJ.")).toBeVisible();
  await page.getByRole("button", { name: "Limpar busca" }).click();
  await expect(page).not.toHaveURL(/documentNumber/);

  await page.goto(`/recipients/${otherMerchant.recipientId}`);
  await expect(page.getByRole("heading", { name: "Recebedor não encontrado" })).toBeVisible();
  for (const path of ["/recipients", "/recipients/new", `/recipients/${merchant.recipientId}`])
    await expectFitsPhone(page, path);
});
