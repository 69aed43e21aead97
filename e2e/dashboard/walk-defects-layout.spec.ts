import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";

import { expect, test } from "../fixtures";
import { ok, paidCard } from "../support/money";
import { brl, expectAccessible } from "./checks";
import { DEMO, logIn } from "./login";

// The layout and format defects the dashboard walk found (issue 34, item 4): money and dates in
// English, tables on a phone and at 1366 px, the sign-out at 850 px of height, the recipient form's
// select, the password confirmation, and repeated landmarks and scrolling boxes axe flagged.

const PHONE = { width: 390, height: 844 };

/** A São Paulo date as the dashboard prints it in both languages (docs/dashboard.md, "Language"). */
const dayBR = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(iso));

async function chooseEnglish(page: Page, context: BrowserContext) {
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: test.info().project.use.baseURL! }]);
  await page.reload();
}

/** Money and dates on the page are Brazilian: no "R$1,234.56", no "11/27/2026, 03:43 AM". */
async function expectBrazilianFormats(page: Page, label: string) {
  const main = page.locator("main");
  await expect(main, `${label}: money in US format`).not.toContainText(/R\$\d/);
  await expect(main, `${label}: a 12-hour clock`).not.toContainText(/\d{2}:\d{2}\s?[AP]M/);
}

test("in English, the statement, receivables, disputes and audit log print money and dates as in Portuguese", async ({
  page,
  context,
  merchant,
}) => {
  const disputed = await paidCard(merchant.api, 2743606);
  await ok(await merchant.api.post(`/v1/transactions/${disputed.id}/sandbox/dispute`));
  const kept = await paidCard(merchant.api, 1774592);
  const refund = await ok(await merchant.api.post(`/v1/transactions/${kept.id}/refunds`, { data: { amount: 1500 } }));
  const [payable] = (await ok(
    await merchant.api.get("/v1/payables", { params: { transactionId: kept.id as number } }),
  )) as unknown as { paymentDate: string }[];

  await logIn(page, merchant, "/statement");
  await chooseEnglish(page, context);
  await expect(page.getByRole("heading", { name: "Statement", level: 1 })).toBeVisible();
  const statement = page.getByRole("table", { name: "Statement" });
  await expect(statement).toContainText(brl(2743606));
  await expect(statement).toContainText(`${dayBR(kept.createdAt as string)}, `);
  await expectBrazilianFormats(page, "statement");

  await page.goto("/receivables");
  const payables = page.getByRole("table", { name: "Installments to receive" });
  await expect(payables).toContainText(brl(1774592));
  await expect(payables).toContainText(dayBR(payable.paymentDate));
  await expectBrazilianFormats(page, "receivables");

  await page.goto("/disputes");
  const disputes = page.getByRole("table", { name: "Disputes" });
  await expect(disputes).toContainText(brl(2743606));
  await expect(disputes).toContainText(dayBR(disputed.createdAt as string));
  await expectBrazilianFormats(page, "disputes");

  await page.goto("/settings/audit");
  const audit = page.getByRole("table", { name: "Audit entries" });
  await expect(audit.getByRole("row").filter({ hasText: "refund.create" })).toContainText(
    `${dayBR(refund.createdAt as string)}, `,
  );
  await expectBrazilianFormats(page, "audit log");
});

/** Scrolls the page (only the page: a table's own box stays put) so the element's top is in the window. */
async function scrollPageTo(element: Locator) {
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 100));
}

test("on a phone, the statement's and receivables' amounts are on screen without scrolling sideways", async ({
  page,
  merchant,
}) => {
  await paidCard(merchant.api, 2743606);
  await page.setViewportSize(PHONE);
  await logIn(page, merchant, "/statement");

  const statement = page.getByRole("table", { name: "Extrato" });
  const movement = statement.locator("tbody tr").filter({ hasText: "Pagamento" });
  await expect(movement).toContainText(brl(2743606));
  // the amount and the balance after it
  for (const cell of [movement.locator("td").nth(3), movement.locator("td").nth(4)]) {
    await scrollPageTo(cell);
    await expect(cell, "statement amount").toBeInViewport({ ratio: 1 });
  }
  await expectAccessible(page, "statement on a phone");

  await page.goto("/receivables");
  const payables = page.getByRole("table", { name: "Parcelas a receber" });
  const installment = payables.locator("tbody tr").filter({ hasText: brl(2743606) });
  await expect(installment).toContainText(brl(2743606));
  // the gross amount and the net one
  for (const index of [2, 5]) {
    const cell = installment.locator("td").nth(index);
    await scrollPageTo(cell);
    await expect(cell, `receivables column ${index}`).toBeInViewport({ ratio: 1 });
  }
  await expectAccessible(page, "receivables on a phone");
});

test("at 1366 × 768 the transactions table fits its box and Líquido is in view", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, DEMO, "/transactions");
  const table = page.getByRole("table", { name: "Transações" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const overflow = await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
  expect(overflow, "the table scrolls sideways inside its box").toBeLessThanOrEqual(0);
  await expect(table.getByRole("columnheader", { name: "Líquido" })).toBeInViewport({ ratio: 1 });
});

test("the sign-out is fully on screen at 850 px of height, and reachable on a phone turned sideways", async ({
  page,
  merchant,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await logIn(page, merchant, "/overview");
  const signOut = page.getByRole("button", { name: "Sair" });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await page.goto("/recipients/new");
  await page.mouse.wheel(0, 2000);
  await expect(signOut).toBeInViewport({ ratio: 1 });
  // a phone turned sideways (800 × 360) is wider than md: the side panel's fixed parts alone are
  // 378 px high, so the panel scrolls, a few links stay in view, and the sign-out is reachable
  await page.setViewportSize({ width: 800, height: 360 });
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  expect((await nav.boundingBox())!.height, "the links' box").toBeGreaterThan(100);
  await signOut.scrollIntoViewIfNeeded();
  await expect(signOut).toBeInViewport({ ratio: 1 });
});

test("the recipient form's transfer select is wide enough for its longest option", async ({
  page,
  context,
  merchant,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, merchant, "/recipients/new");
  // the longest option's text, in the select's own font, plus its padding (the arrow lives in it)
  const fits = (select: Locator) =>
    select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const probe = document.createElement("span");
      probe.style.font = style.font;
      probe.style.whiteSpace = "nowrap";
      probe.style.position = "absolute";
      document.body.append(probe);
      const widest = Math.max(
        ...[...el.options].map((o) => {
          probe.textContent = o.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { widest: Math.ceil(widest), room };
    });
  const pt = await fits(page.getByRole("combobox", { name: "Transferência automática" }));
  expect(pt.widest, `"Manual (só quando pedida)" in ${pt.room} px`).toBeLessThanOrEqual(pt.room);
  await chooseEnglish(page, context);
  const en = await fits(page.getByRole("combobox", { name: "Automatic transfer" }));
  expect(en.widest, `the English option in ${en.room} px`).toBeLessThanOrEqual(en.room);
});

test("changing the password asks for the new one twice and refuses a mismatch", async ({ page, merchant }) => {
  await logIn(page, merchant, "/account/password");
  const form = page.getByRole("form", { name: "Alterar senha" });
  await form.getByLabel("Senha atual").fill(merchant.password);
  await form.getByLabel("Senha nova", { exact: true }).fill("mel-de-jatai-2026");
  await form.getByLabel("Confirme a senha nova").fill("mel-de-jatai-2027");
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/v1/users/me/password")) posted = true;
  });
  await form.getByRole("button", { name: "Salvar senha" }).click();
  await expect(form.getByLabel("Confirme a senha nova")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("As senhas não conferem.")).toBeVisible();
  expect(posted, "a mismatch never reaches the API").toBe(false);

  await form.getByLabel("Confirme a senha nova").fill("mel-de-jatai-2026");
  await form.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByRole("status")).toContainText("Senha alterada");
  await expectAccessible(page, "change password");
});

/** Every violation of the rules the walk met, whatever axe's impact (landmark-unique is "moderate"). */
async function landmarkAndScrollViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withRules(["landmark-unique", "scrollable-region-focusable"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("repeated landmarks have their own names and scrolling boxes take focus, on a desktop and a phone", async ({
  page,
  merchant,
}) => {
  const t = await paidCard(merchant.api, 8990);
  await logIn(page, merchant, `/transactions/${t.id}`);
  for (const viewport of [{ width: 1366, height: 768 }, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of [`/transactions/${t.id}`, "/settings", "/settings/users"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(await landmarkAndScrollViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
  }
});
