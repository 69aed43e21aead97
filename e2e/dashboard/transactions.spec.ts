import { test, expect } from "@playwright/test";
import { logIn, DEMO } from "./login";
import { seriousViolations } from "../support/accessibility";

const rows = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "Transações" }).locator("tbody tr");

test("a wrong password keeps the merchant out, with a message", async ({ page }) => {
  await page.goto("/transactions");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Senha").fill("wrong-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
});

test("the merchant logs in, sees seeded transactions, filters by status and method, and opens one", async ({ page }) => {
  await logIn(page, DEMO, "/transactions");
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(/1–20 de \d+/)).toBeVisible();

  await page.getByRole("group", { name: "Status" }).getByLabel("Recusado", { exact: true }).check();
  await expect(page).toHaveURL(/status=refused/);
  await expect(rows(page).first()).toBeVisible();
  // rows of the previous filter stay while the next page loads: wait until every row matches
  const allRows = (...texts: string[]) => expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => texts.every((x) => t.includes(x)))).toBe(true);
  await allRows("Recusado");

  await page.getByRole("group", { name: "Status" }).getByLabel("Recusado", { exact: true }).uncheck();
  await page.getByRole("group", { name: "Status" }).getByLabel("Pago", { exact: true }).check();
  await page.getByRole("group", { name: /Método/ }).getByLabel("Pix", { exact: true }).check();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).toHaveURL(/paymentMethods=pix/);
  await expect(rows(page).first()).toBeVisible();
  await allRows("Pago", "Pix");

  const link = rows(page).first().getByRole("link").first();
  const label = await link.getAttribute("aria-label");
  const id = label?.match(/#(\d+)/)?.[1];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
  await expect(page.getByText("Pago").first()).toBeVisible();
  await expect(page.getByText(/copia e cola/i).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /QR/i })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});

test("the transactions page has no serious accessibility violations", async ({ page }) => {
  await logIn(page, DEMO, "/transactions");
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
