import { expect, test } from "../fixtures";
import { ok, paidPix } from "../support/money";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// The e2e servers run without SMTP_URL: every e-mail is logged and listed, never sent (docs/email.md).
test("the owner sees the payer's e-mails listed and switches a kind off for the company", async ({
  page,
  merchant,
}) => {
  const t = await paidPix(merchant.api, 4321);
  const payer = (t.customer as { email: string }).email;

  await logIn(page, merchant, "/settings/emails");
  await expect(page.getByRole("link", { name: "E-mails" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("note")).toContainText("SMTP_URL");
  // the worker turns the payment's events into messages: the Pix's instructions, then its receipt
  const table = page.getByRole("table", { name: "E-mails" });
  const receipt = table.getByRole("row").filter({ hasText: "Recibo de pagamento (pagador)" });
  await expect(receipt).toContainText(payer);
  await expect(receipt).toContainText("Pagamento de R$ 43,21 confirmado");
  await expect(receipt).toContainText("Registrado (sem SMTP)");
  await expect(table.getByRole("row").filter({ hasText: "Boleto ou Pix emitido (pagador)" })).toContainText(payer);
  await expectAccessible(page, "e-mails");

  const refunds = page.getByRole("checkbox", { name: "Recibo de estorno (pagador)" });
  await expect(refunds).toBeChecked();
  await refunds.click();
  await expect(refunds).not.toBeChecked();
  await expect(refunds).toBeEnabled();
  const settings = await ok(await merchant.api.get("/v1/email-settings"));
  expect(settings.kinds).toMatchObject({ refund_receipt: false, payment_receipt: true });
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Recibo de estorno (pagador)" })).not.toBeChecked();
  // my own alerts are mine to choose
  await expect(page.getByRole("group", { name: "Alertas que eu recebo" })).toBeVisible();
});

test("a user who forgot the password asks for a link from the login page, with the same answer for any address", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueceu a senha?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill("ninguem-aqui@example.com");
  await page.getByRole("button", { name: "Enviar o link" }).click();
  await expect(page.getByRole("status")).toContainText("Se houver uma conta com este e-mail");
  await expectAccessible(page, "forgot password");
});
