import { customer, expect, test } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok, paidCard } from "../support/money";
import { brl } from "./checks";
import { DEMO, logIn } from "./login";

test("Ctrl+K finds a transaction by amount and a customer by name, and Enter opens the first match", async ({
  page,
  merchant,
}) => {
  const buyer = customer({ name: "Teodora Brandão" });
  const t = await paidCard(merchant.api, 8990, { customer: buyer });
  await logIn(page, merchant, "/overview");

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByLabel("O que buscar");
  await expect(box).toBeFocused();
  await box.fill("89,90");
  await expect(dialog.getByRole("link", { name: `Transação #${t.id} · ${brl(8990)}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/transactions/${t.id}$`));
  await expect(dialog).toBeHidden();

  // the button opens it too; a name finds the customer; nothing is said plainly
  await page.getByRole("button", { name: "Abrir a busca (Ctrl+K)" }).click();
  await dialog.getByLabel("O que buscar").fill("teodora");
  await dialog.getByRole("link", { name: /Teodora Brandão/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${t.customer.id}$`));
  await page.keyboard.press("Control+k");
  await dialog.getByLabel("O que buscar").fill("zzzz");
  await expect(dialog.getByText("Nada encontrado para “zzzz”.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // the API answers the same, and only the company's
  const found = await ok(await merchant.api.get(`/v1/search?q=${encodeURIComponent(buyer.email)}`));
  expect(found.customers.map((c: { id: number }) => c.id)).toEqual([t.customer.id]);
  expect((await merchant.api.get("/v1/search")).status()).toBe(400);
});

test("a whole number is a query however short: Ctrl+K finds transaction 7 by its id", async ({ page }) => {
  // the demo company's seeded transactions are the first ones of the database
  await logIn(page, DEMO);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  await dialog.getByLabel("O que buscar").fill("7");
  await expect(dialog.getByRole("link", { name: /^Transação #7 · / })).toBeVisible();
  await dialog.getByLabel("O que buscar").press("Enter");
  await expect(page).toHaveURL(/\/transactions\/7$/);
});

test("Ctrl+K shows five card matches and a link to the list of all of them, filtered the same way", async ({
  page,
  merchant,
}) => {
  // the sandbox's approving Visa ends in 1111
  const sales = [];
  for (let i = 0; i < 7; i++) sales.push(await paidCard(merchant.api, 1000 + i));
  await logIn(page, merchant, "/overview");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  await dialog.getByLabel("O que buscar").fill("1111");
  const found = dialog.getByRole("region", { name: "Transações" });
  await expect(found.getByRole("link", { name: /^Transação #/ })).toHaveCount(5);
  const seeAll = found.getByRole("link", { name: "Ver todas as 7 transações com cartão final 1111 →" });
  expect(await seriousViolations(page)).toEqual([]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/transactions\?cardLastDigits=1111$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "Transações" }).locator("tbody tr")).toHaveCount(7);
});
