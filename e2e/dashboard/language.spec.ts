import { expect, type Page, test } from "@playwright/test";

import { seriousViolations } from "../support/accessibility";
import { signIn } from "../support/session";
import { DEMO } from "./login";

// English is switchable from the login page and the account menu; the choice is a cookie, so it
// survives navigation and reloads. Every page must render real English (no message keys left
// showing), while money stays in BRL.

const PAGES: [path: string, heading: string][] = [
  ["/overview", "Overview"],
  ["/transactions", "Transactions"],
  ["/disputes", "Disputes"],
  ["/customers", "Customers"],
  ["/recipients", "Recipients"],
  ["/transfers", "Transfers"],
  ["/receivables", "Receivables"],
  ["/payment-links", "Payment links"],
  ["/webhooks", "Webhooks"],
  ["/settings", "Settings"],
];

// what use-intl renders for a missing message: its dotted key, e.g. "transactionList.title"
const RAW_KEY = /\b[a-z]+[A-Z][A-Za-z]*\.[a-z][A-Za-z.]*\b/;

async function mainText(page: Page) {
  return page.locator("body").innerText();
}

test("the merchant switches the dashboard to English and back, and money stays in reais", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Entrar na Colmeia" })).toBeVisible();
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.getByRole("heading", { name: "Sign in to Colmeia" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Payment links" }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Volume by day" }).or(page.getByText("No transactions in this period")),
  ).toBeVisible();
  await expect(page.getByText(/R\$\s?\d/).first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: "docs/screenshots/overview-en.png", fullPage: true });

  // a transaction in English: the action buttons and the status badge follow
  await page.goto("/transactions?status=paid&paymentMethods=credit_card");
  await page.getByRole("table", { name: "Transactions" }).locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Transaction #\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund", exact: true })).toBeVisible();
  expect((await mainText(page)).match(RAW_KEY)?.[0]).toBeUndefined();

  // back to Portuguese from the account menu, on the same URL
  const url = page.url();
  await page.getByRole("region", { name: "Your account" }).getByLabel("Language").selectOption("pt-BR");
  await expect(page.getByRole("button", { name: "Estornar", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Transação #\d+$/, level: 1 })).toBeVisible();
  expect(page.url()).toBe(url);
  await page.reload();
  await expect(
    page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Transações" }),
  ).toBeVisible();
});

// Each page on its own (ten axe scans in one test ran past its timeout on a loaded machine): signed
// in through the API, which shares the browser's cookies, with the language cookie already English.
for (const [path, heading] of PAGES) {
  test(`${path} is in English, with no message key and nothing serious for axe`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
    await signIn(page.request, DEMO.email, DEMO.password);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/Carregando|Loading/)).toHaveCount(0, { timeout: 15_000 });
    const text = await mainText(page);
    expect(text.match(RAW_KEY)?.[0], `a message key shows on ${path}`).toBeUndefined();
    expect(text, `Portuguese left on ${path}`).not.toMatch(
      /\b(Transações|Recebedores|Carregando|Nenhuma?|Configurações|Sair)\b/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the hosted checkout stays in Portuguese for the payer, whatever the dashboard language", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Colmeia" })).toBeVisible();
  await page.goto("/pay/nao-existe-link");
  await expect(page.locator("[lang='pt-BR']").first()).toBeVisible();
  await expect(page.getByText("Pagamento processado com segurança pela")).toBeVisible();
});
