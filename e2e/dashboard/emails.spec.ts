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

test("an owner adds a member without a password: the one-time link is shown once, and listed as an e-mail", async ({
  page,
  merchant,
}) => {
  await logIn(page, merchant, "/settings/users");
  await page.getByRole("button", { name: "Novo usuário" }).click();
  const form = page.getByRole("form", { name: "Novo usuário" });
  const email = `convite-${Date.now()}@example.com`;
  await form.getByLabel("Nome").fill("Nina Convidada");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Criar usuário" }).click();
  // no SMTP on the e2e servers: the owner hands the link over
  await expect(page.getByRole("status").filter({ hasText: "O envio de e-mails não está configurado" })).toBeVisible();
  await expect(page.getByTestId("invitation-link")).toContainText("/set-password#");
  await page.getByRole("link", { name: "E-mails" }).click();
  const row = page.getByRole("table", { name: "E-mails" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Convite de novo membro");
  await expect(row).toContainText("Registrado (sem SMTP)");
});
