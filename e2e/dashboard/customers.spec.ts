import { customer, expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok, paidCard, paidPix } from "../support/money";
import { logIn } from "./login";

test("customer search finds the customer by e-mail and shows their transactions", async ({ page, merchant }) => {
  const buyer = customer({ name: "Joana Prado" });
  const first = await paidCard(merchant.api, 12000, { customer: buyer });
  const second = await paidPix(merchant.api, 3400, { customer: buyer });
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));

  await logIn(page, merchant);
  await page.getByRole("link", { name: "Clientes" }).click();
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
  await expect(page.getByText("Busque um cliente pelo e-mail")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the e-mail is required, as in the API
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("Informe o e-mail do cliente.")).toBeVisible();

  await page.getByLabel("E-mail").fill("ninguem@example.com");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/email=ninguem%40example\.com/);
  await expect(page.getByText("Nenhum cliente encontrado")).toBeVisible();

  await page.getByLabel("E-mail").fill(buyer.email);
  await page.getByLabel("Nome (opcional)").fill("joana");
  await page.getByRole("button", { name: "Buscar" }).click();
  const results = page.getByRole("table", { name: "Clientes" });
  await expect(results.locator("tbody tr")).toHaveCount(1);
  await expect(results).toContainText(buyer.email);
  expect(await seriousViolations(page)).toEqual([]);
  // the search survives a reload (it is the URL)
  await page.reload();
  await expect(page.getByLabel("E-mail")).toHaveValue(buyer.email);

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
