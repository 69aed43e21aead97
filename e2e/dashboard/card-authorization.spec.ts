import type { Page } from "@playwright/test";

import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok } from "../support/money";
import { logIn } from "./login";

const header = (page: Page) => page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });

test("an authorized card payment is captured from its page, after a confirmation", async ({ page, merchant }) => {
  const t = await ok(
    await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { capture: false }) }),
  );
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Autorizado");
  await page.getByRole("button", { name: "Capturar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Capturar o pagamento?" });
  await expect(dialog).toContainText("R$ 100,00");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Capturar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Pagamento de R$ 100,00 capturado." })).toBeVisible();
  await expect(header(page)).toContainText("Pago");
  await expect(page.getByRole("button", { name: "Estornar", exact: true })).toBeVisible();
});

test("an authorization is canceled from its page; backing out of the dialog changes nothing", async ({
  page,
  merchant,
}) => {
  const t = await ok(
    await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card", { capture: false }) }),
  );
  await logIn(page, merchant, `/transactions/${t.id}`);
  await page.getByRole("button", { name: "Cancelar autorização", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar a autorização?" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(header(page)).toContainText("Autorizado");
  await page.getByRole("button", { name: "Cancelar autorização", exact: true }).click();
  await dialog.getByRole("button", { name: "Cancelar autorização", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Autorização de R$ 100,00 cancelada." })).toBeVisible();
  await expect(header(page)).toContainText("Cancelad");
  const after = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
  expect(after).toMatchObject({ status: "canceled", paidAmount: 0 });
});
