import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { randomCpf } from "../support/documents";
import { createRecipient, ok, paidPix } from "../support/money";
import { logIn } from "./login";

// Things a merchant noticed in daily use, each as they would see it.

test("an unknown address is a page of the dashboard for a signed-in merchant, and points to the sign-in otherwise", async ({
  page,
  merchant,
}) => {
  await page.goto("/isto-nao-existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o login" })).toHaveAttribute("href", "/login");

  await logIn(page, merchant);
  const res = await page.goto("/transacoes/nada");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada", level: 1 })).toBeVisible();
  // inside the dashboard: its navigation is there
  await expect(page.getByRole("navigation", { name: "Navegação principal" })).toBeVisible();
  await page.getByRole("link", { name: "Ir para a visão geral" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the side panel runs the page's full height and its menu stays in view while scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // a hundred transactions of the demo company: a page much taller than the screen
  await logIn(page, undefined, "/transactions?limit=100");
  await expect(page.getByRole("table", { name: "Transações" }).locator("tbody tr")).toHaveCount(100);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const measures = await page.evaluate(() => {
    const aside = document.getElementById("menu-lateral")!.getBoundingClientRect();
    return { aside: aside.height, page: document.documentElement.scrollHeight };
  });
  expect(measures.page).toBeGreaterThan(900);
  expect(Math.round(measures.aside)).toBe(measures.page);
  // scrolled to the bottom, the menu and the sign-out are still on screen
  await expect(page.getByRole("button", { name: "Sair" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Visão geral" })).toBeInViewport();
});

test("the transactions filter takes any e-mail text, without the browser's English bubble", async ({
  page,
  merchant,
}) => {
  await logIn(page, merchant, "/transactions");
  const filters = page.getByRole("search", { name: "Filtros de transações" });
  await filters.getByRole("button", { name: "Mais filtros" }).click();
  const email = filters.getByLabel("E-mail do cliente");
  // the form leaves validation to the app: the browser never stops it with its own message
  expect(await email.evaluate((el: HTMLInputElement) => el.form?.noValidate)).toBe(true);
  await email.fill("joana@");
  await filters.getByRole("button", { name: "Filtrar" }).click();
  // the API matches the e-mail as typed: a partial one is a filter that finds nobody
  await expect(page).toHaveURL(/email=joana%40/);
  await expect(email).toHaveValue("joana@");
});

test("the company's UF is one of the 27, and is saved as chosen", async ({ page, merchant }) => {
  await logIn(page, merchant, "/settings");
  const uf = page.getByRole("combobox", { name: "UF" });
  await expect(uf.locator("option")).toHaveCount(28);
  await expect(uf.locator("option", { hasText: "XX" })).toHaveCount(0);
  await uf.selectOption("RJ");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByRole("status").filter({ hasText: /salv/i })).toBeVisible();
  expect((await ok(await merchant.api.get("/v1/company"))).address.state).toBe("RJ");
});

test("a paid Pix no longer offers its code; a waiting one does", async ({ page, merchant }) => {
  const paid = await paidPix(merchant.api, 4200);
  const waiting = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
  await logIn(page, merchant, `/transactions/${paid.id}`);
  const payment = page.getByRole("region", { name: /Pagamento/ });
  await expect(payment).toContainText("Pix pago: o código não é mais oferecido.");
  await expect(payment.getByRole("button", { name: /Copiar/ })).toHaveCount(0);
  await expect(payment.getByRole("img")).toHaveCount(0);
  await page.goto(`/transactions/${waiting.id}`);
  await expect(page.getByRole("region", { name: /Pagamento/ }).getByRole("button", { name: /Copiar/ })).toBeVisible();
});

test("a new recipient with a document already in use is flagged, naming the existing one", async ({
  page,
  merchant,
}) => {
  const existing = await createRecipient(merchant.api);
  await logIn(page, merchant, "/recipients/new");
  await page.getByLabel("CPF ou CNPJ").fill(existing.document.number);
  const warning = page.getByRole("status").filter({ hasText: "1 recebedor já usa este documento" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link", { name: existing.legalName })).toHaveAttribute(
    "href",
    `/recipients/${existing.id}`,
  );
  await page.getByLabel("CPF ou CNPJ").fill(randomCpf());
  await expect(warning).toHaveCount(0);
});
