import { expect, test } from "@playwright/test";

import { DEMO, logIn } from "./login";

// Pictures of the main pages, from the seeded demo company, for docs/screenshots.
test("screenshots of the overview, a transaction and the customers", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await logIn(page, DEMO);
  await expect(page.getByRole("img", { name: "Volume por dia" })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: "docs/screenshots/overview.png", fullPage: true });

  await page.goto("/transactions");
  await expect(page.getByRole("table", { name: "Transações" }).locator("tbody tr").nth(5)).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/transactions.png", fullPage: true });

  await page.goto("/transactions?status=paid&paymentMethods=pix");
  const link = page.getByRole("table", { name: "Transações" }).locator("tbody tr").first().getByRole("link");
  await link.click();
  await expect(page.getByRole("region", { name: "Eventos e webhooks" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Eventos da transação" })).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/transaction-detail.png", fullPage: true });
  await page.getByRole("button", { name: "Estornar", exact: true }).click();
  await page.getByRole("dialog").getByLabel("Parcial").check();
  await page.getByRole("dialog").getByLabel("Valor do estorno").pressSequentially("1500");
  await page.screenshot({ path: "docs/screenshots/refund-dialog.png" });
  await page.keyboard.press("Escape");

  const email = (await page.getByRole("region", { name: "Cliente" }).getByText(/@/).first().innerText()).trim();
  await page.goto(`/customers?q=${encodeURIComponent(email)}`);
  await expect(
    page.getByRole("table", { name: "Clientes" }).locator("tbody tr").first().getByRole("link"),
  ).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/customers.png", fullPage: true });
  await page.getByRole("table", { name: "Clientes" }).locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("table", { name: "Transações do cliente" }).locator("tbody tr").first()).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/customer-detail.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/overview");
  await expect(page.getByRole("img", { name: "Volume por dia" })).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/overview-phone.png", fullPage: true });
});
