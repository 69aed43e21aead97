import type { BrowserContext, Page } from "@playwright/test";

import { customer, expect, test } from "../fixtures";
import { createRecipient, ok, paidCard, paidPix } from "../support/money";
import { expectAccessible, expectNoSidewaysScroll } from "./checks";
import { logIn } from "./login";

// The screens a merchant lives in from day one to day one hundred — getting started, the global
// search, customers, automatic transfers, the transfer confirmation and the dashboard's own 404 —
// in English on a 390 px phone: real English, nothing scrolling sideways, no serious axe violation.
// (The same screens in Portuguese at 1366 px have their own specs; disputes and links that sell test
// English and the phone in theirs.)

test.use({ viewport: { width: 390, height: 844 } });

// Signed in (the English sign-in page has its own spec, language.spec.ts), then English chosen.
async function logInInEnglish(
  page: Page,
  context: BrowserContext,
  who: { email: string; password: string },
  path = "/overview",
) {
  await logIn(page, who, path);
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: test.info().project.use.baseURL! }]);
  await page.reload();
}

async function expectPhoneReady(page: Page, label: string) {
  await expectNoSidewaysScroll(page, label);
  await expect(page.locator("body"), `${label} shows Portuguese`).not.toContainText(
    /\b(Carregando|Transações|Clientes|Buscar|Salvar|Transferência|Recebedor)\b/,
  );
  await expectAccessible(page, label);
}

test("day one and finding things: the checklist, the search from the phone menu, customers", async ({
  page,
  context,
  merchant,
}) => {
  const t = await paidCard(merchant.api, 8990, { customer: customer({ name: "Teodora Brandão" }) });
  await logInInEnglish(page, context, merchant);

  const checklist = page.getByRole("region", { name: "Getting started" });
  await expect(checklist).toContainText(/\d of 6 done/);
  await expect(checklist.getByRole("listitem")).toHaveCount(6);
  await expect(checklist.getByRole("listitem").nth(3)).toContainText("Open webhooks");
  await expectPhoneReady(page, "getting started");
  await page.screenshot({ path: "docs/screenshots/getting-started-phone-en.png", fullPage: true });

  // on a phone the search lives in the menu
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Open search (Ctrl+K)" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.getByLabel("What to search").fill("89,90");
  const hit = dialog.getByRole("link", { name: new RegExp(`^Transaction #${t.id} · R\\$`) });
  await expect(hit).toBeVisible();
  await expectPhoneReady(page, "global search");
  await dialog.getByLabel("What to search").press("Enter");
  await expect(page.getByRole("heading", { name: `Transaction #${t.id}`, level: 1 })).toBeVisible();

  // customers: browsed by a name's start, then one created from the form
  await page.goto("/customers");
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await page.getByLabel("Name, e-mail or CPF/CNPJ").fill("teodora");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=teodora/);
  await expect(page.getByRole("link", { name: "Teodora Brandão" }).first()).toBeVisible();
  await expectPhoneReady(page, "customers");
  await page.getByRole("link", { name: "New customer" }).click();
  await expect(page.getByRole("heading", { name: "New customer", level: 1 })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Carla Mendes");
  await page.getByLabel("E-mail").fill("carla@example.com");
  await page.getByLabel("CPF/CNPJ").fill("52998224725");
  await page.getByLabel("Phone (optional)").fill("11987654321");
  await expectPhoneReady(page, "new customer");
  await page.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByRole("heading", { name: "Carla Mendes", level: 1 })).toBeVisible();
});

test("automatic transfers and the transfer confirmation (Enter reviews, never sends)", async ({
  page,
  context,
  merchant,
}) => {
  const partner = await createRecipient(merchant.api, { legalName: "Weekly Partner Ltda" });
  await paidPix(merchant.api, 20000, { splits: [{ recipientId: partner.id, amount: 8000 }] });
  await logInInEnglish(page, context, merchant, `/recipients/${partner.id}/edit`);

  const form = page.getByRole("form", { name: "Edit recipient" });
  await form.getByLabel("Automatic transfer").selectOption({ label: "Weekly" });
  await form.getByLabel("Weekday").selectOption({ label: "Wednesday" });
  await form.getByLabel("Minimum amount").fill("5000");
  await expectPhoneReady(page, "edit recipient");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipients/${partner.id}$`));
  await expect(page.getByRole("region", { name: "Details" })).toContainText(/Weekly, Wednesday · next on /);

  await page.goto("/transfers");
  await expect(page.getByRole("region", { name: "Scheduled automatic transfers" })).toContainText(
    "Weekly Partner Ltda",
  );
  await expectPhoneReady(page, "transfers");

  await page.getByRole("link", { name: "New transfer" }).click();
  const transfer = page.getByRole("form", { name: "New transfer" });
  await expect(transfer.getByText(/Available to transfer/)).toBeVisible();
  await transfer.getByLabel("Amount", { exact: true }).fill("1000");
  await transfer.getByLabel("Description (optional)").fill("Weekly withdrawal");
  await transfer.getByLabel("Description (optional)").press("Enter");
  const confirm = page.getByRole("dialog", { name: "Confirm transfer" });
  await expect(confirm.getByRole("term")).toContainText(["Fee", "Leaves the balance", "Available balance after"]);
  await expectPhoneReady(page, "transfer confirmation");
  await page.screenshot({ path: "docs/screenshots/transfer-confirm-phone-en.png" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await ok(await merchant.api.get("/v1/transfers"))).toEqual([]);

  await transfer.getByRole("button", { name: "Review transfer" }).click();
  await confirm.getByRole("button", { name: "Confirm and transfer" }).click();
  await expect(page.getByRole("heading", { name: /^Transfer #\d+$/ })).toBeVisible();
  const [sent] = (await ok(await merchant.api.get("/v1/transfers"))) as unknown as { amount: number }[];
  expect(sent.amount).toBe(1000);
});

test("an unknown address is the dashboard's own page, in English", async ({ page, context, merchant }) => {
  await logInInEnglish(page, context, merchant);
  const res = await page.goto("/nothing-lives-here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the overview" })).toBeVisible();
  await expectPhoneReady(page, "not found");
});
