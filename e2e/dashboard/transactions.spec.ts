import { chargeOnLink, createLink } from "../checkout/helpers";
import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok } from "../support/money";
import { DEMO, logIn } from "./login";

const rows = (page: import("@playwright/test").Page) =>
  page.getByRole("table", { name: "Transações" }).locator("tbody tr");

test("a wrong password keeps the merchant out, with a message", async ({ page }) => {
  await page.goto("/transactions");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("E-mail").fill(DEMO.email);
  await page.getByLabel("Senha").fill("wrong-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
});

test("the merchant logs in, sees seeded transactions, filters by status and method, and opens one", async ({
  page,
}) => {
  await logIn(page, DEMO, "/transactions");
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(/1–20 de \d+/)).toBeVisible();

  await page.getByRole("group", { name: "Status" }).getByLabel("Recusado", { exact: true }).check();
  await expect(page).toHaveURL(/status=refused/);
  await expect(rows(page).first()).toBeVisible();
  // rows of the previous filter stay while the next page loads: wait until every row matches
  const allRows = (...texts: string[]) =>
    expect
      .poll(async () => (await rows(page).allInnerTexts()).every((t) => texts.every((x) => t.includes(x))))
      .toBe(true);
  await allRows("Recusado");

  await page.getByRole("group", { name: "Status" }).getByLabel("Recusado", { exact: true }).uncheck();
  await page.getByRole("group", { name: "Status" }).getByLabel("Pago", { exact: true }).check();
  await page
    .getByRole("group", { name: /Método/ })
    .getByLabel("Pix", { exact: true })
    .check();
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
  // paid: its Pix code is no longer offered
  await expect(page.getByText("Pix pago: o código não é mais oferecido.")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR/i })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});

test("the transactions page has no serious accessibility violations", async ({ page }) => {
  await logIn(page, DEMO, "/transactions");
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a payment link's payments: Ver pagamentos filters the list, kept in the URL, shown as a chip that clears", async ({
  page,
  request,
  merchant,
}) => {
  const link = await createLink(merchant);
  const other = await createLink(merchant);
  for (const method of ["pix", "boleto"] as const) await chargeOnLink(request, link, method);
  await chargeOnLink(request, other, "pix");
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
  const ofLink = (await ok(await merchant.api.get(`/v1/transactions?paymentLinkId=${link.id}`))) as { id: number }[];
  expect(ofLink).toHaveLength(2);

  await logIn(page, merchant, "/payment-links");
  await page
    .getByRole("table", { name: "Links de pagamento" })
    .getByRole("button", { name: `Ações de ${link.title}` })
    .click();
  await page.getByRole("menuitem", { name: `Ver pagamentos de ${link.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?paymentLinkId=${link.id}$`));
  const chip = page.getByRole("group", { name: "Filtros ativos" });
  await expect(chip).toContainText(`Link de pagamento: ${link.title}`);
  await expect(rows(page)).toHaveCount(2);
  for (const t of ofLink) await expect(rows(page).filter({ hasText: `#${t.id}` })).toHaveCount(1);
  await expect(page.getByText("1–2 de 2")).toBeVisible();

  // other filters combine with it, and a reload keeps both
  await page
    .getByRole("group", { name: /Método/ })
    .getByLabel("Boleto", { exact: true })
    .check();
  await expect(page).toHaveURL(/paymentMethods=boleto/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(chip).toContainText(`Link de pagamento: ${link.title}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`paymentLinkId=${link.id}`));
  expect(await seriousViolations(page)).toEqual([]);

  await chip.getByRole("button", { name: `Remover filtro Link de pagamento: ${link.title}` }).click();
  await expect(page).not.toHaveURL(/paymentLinkId/);
  await expect(page).toHaveURL(/paymentMethods=boleto/);
  await expect(chip).toHaveCount(0);
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByText("1–4 de 4")).toBeVisible();
});
