import { customer, expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok, paidCard, paidPix } from "../support/money";
import { logIn } from "./login";

test("customers are a browsable list, searched by name, e-mail or document, and each shows their transactions", async ({
  page,
  merchant,
}) => {
  const buyer = customer({ name: "Joana Prado" });
  const first = await paidCard(merchant.api, 12000, { customer: buyer });
  const second = await paidPix(merchant.api, 3400, { customer: buyer });
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));

  await logIn(page, merchant);
  await page.getByRole("link", { name: "Clientes" }).click();
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
  // every customer, newest first, without typing anything
  const results = page.getByRole("table", { name: "Clientes" });
  await expect(results.locator("tbody tr")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  const box = page.getByLabel("Nome, e-mail ou CPF/CNPJ");
  await box.fill("ninguem@");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=ninguem%40/);
  await expect(page.getByText("Nenhum cliente encontrado")).toBeVisible();

  await box.fill("joana");
  await box.press("Enter");
  await expect(results.locator("tbody tr")).toHaveCount(1);
  await expect(results).toContainText(buyer.email);
  // by the document's first digits, masked as typed
  const typed = `${buyer.document.number.slice(0, 3)}.${buyer.document.number.slice(3, 6)}`;
  await box.fill(typed);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${typed.replace(".", "\\.")}`));
  await expect(results).toContainText(buyer.email);
  // Back returns to the previous search
  await page.goBack();
  await expect(page).toHaveURL(/q=joana/);
  await expect(box).toHaveValue("joana");
  expect(await seriousViolations(page)).toEqual([]);
  // the search survives a reload (it is the URL)
  await page.reload();
  await expect(page.getByLabel("Nome, e-mail ou CPF/CNPJ")).toHaveValue("joana");

  await results.getByRole("link", { name: "Joana Prado" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${first.customer.id}$`));
  await expect(page.getByRole("heading", { name: "Joana Prado", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Dados do cliente" })).toContainText(buyer.email);
  const txs = page.getByRole("table", { name: "Transações do cliente" });
  await expect(txs.locator("tbody tr")).toHaveCount(2);
  await expect(txs.getByRole("link", { name: `Transação #${second.id}` })).toBeVisible();
  await expect(txs).toContainText("R$ 120,00");
  await expect(txs).toContainText("R$ 34,00");
  await expect(page.getByRole("heading", { name: "Transações (2)" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await txs.getByRole("link", { name: `Transação #${first.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${first.id}$`));
  await page.getByRole("link", { name: "Ver cliente" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${first.customer.id}$`));
});

test("the merchant creates a customer and edits their contact data; the identity stays", async ({ page, merchant }) => {
  await logIn(page, merchant, "/customers");
  await page.getByRole("link", { name: "Novo cliente" }).click();
  await expect(page.getByRole("heading", { name: "Novo cliente", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Criar cliente" }).click();
  await expect(page.locator("#customer-name-error")).toBeVisible();
  await page.getByLabel("Nome").fill("Carla Mendes");
  await page.getByLabel("E-mail").fill("carla@example.com");
  await page.getByLabel("CPF/CNPJ").fill("52998224725");
  await page.getByLabel("Telefone (opcional)").fill("11987654321");
  await page.getByRole("button", { name: "Criar cliente" }).click();
  await expect(page.getByRole("heading", { name: "Carla Mendes", level: 1 })).toBeVisible();
  const id = Number(page.url().split("/").pop());
  expect(await ok(await merchant.api.get(`/v1/customers/${id}`))).toMatchObject({
    name: "Carla Mendes",
    email: "carla@example.com",
    phone: "11987654321",
  });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await page.getByLabel("Nome").fill("Carla Mendes Rocha");
  await page.getByLabel("Telefone (opcional)").fill("");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("heading", { name: "Carla Mendes Rocha", level: 1 })).toBeVisible();
  expect(await ok(await merchant.api.get(`/v1/customers/${id}`))).toMatchObject({
    name: "Carla Mendes Rocha",
    email: "carla@example.com",
    phone: null,
  });
});

test("another company's customer is a not-found page", async ({ page, merchant, otherMerchant }) => {
  const theirs = await paidCard(otherMerchant.api, 1000);
  await logIn(page, merchant, "/customers");
  await page.goto(`/customers/${theirs.customer.id}`);
  await expect(page.getByRole("heading", { name: "Cliente não encontrado" })).toBeVisible();
});

test("a customer's transactions page twenty at a time with the list's pager", async ({ page, merchant }) => {
  const buyer = customer({ name: "Renata Lins" });
  const created = [];
  for (let i = 1; i <= 21; i++) created.push(await paidPix(merchant.api, 100 * i, { customer: buyer }));

  await logIn(page, merchant);
  await page.goto(`/customers/${created[0].customer.id}`);
  const txs = page.getByRole("table", { name: "Transações do cliente" });
  await expect(page.getByRole("heading", { name: "Transações (21)" })).toBeVisible();
  await expect(txs.locator("tbody tr")).toHaveCount(20);
  const pager = page.getByRole("navigation", { name: "Paginação" });
  await expect(pager).toContainText("1–20 de 21");
  await expect(pager.getByRole("button", { name: "Anterior" })).toBeDisabled();

  await pager.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("21–21 de 21");
  await expect(txs.locator("tbody tr")).toHaveCount(1);
  // the oldest one (R$ 1,00) is alone on the last page
  await expect(txs).toContainText("R$ 1,00");
  await expect(pager.getByRole("button", { name: "Próxima" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a customer's cards on file are listed on their page, and an admin removes one after confirming", async ({
  page,
  merchant,
}) => {
  const buyer = customer({ name: "Rita Mel" });
  const card = { ...transactionBody("credit_card").card, reusable: true };
  const paid = await ok(
    await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { customer: buyer, card }) }),
  );

  await logIn(page, merchant);
  await page.goto(`/customers/${paid.customer.id}`);
  const cards = page.getByRole("list", { name: "Cartões salvos" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText("Visa •••• 1111");
  await expect(cards).toContainText("validade 12/2030");
  expect(await seriousViolations(page)).toEqual([]);

  await cards.getByRole("button", { name: "Remover" }).click();
  const dialog = page.getByRole("dialog", { name: "Remover cartão salvo" });
  await expect(dialog).toContainText("Visa final 1111");
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Nenhum cartão salvo/)).toBeVisible();
  expect(await ok(await merchant.api.get(`/v1/customers/${paid.customer.id}/cards`))).toEqual([]);
  // the removal is in the audit log
  await page.goto("/settings/audit");
  const entry = page
    .getByRole("table", { name: "Registros de auditoria" })
    .getByRole("row")
    .filter({ hasText: "card.delete" });
  await expect(entry).toContainText(`card ${paid.card.id}`);
});
