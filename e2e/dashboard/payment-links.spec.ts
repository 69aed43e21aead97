import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { ok } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the merchant edits a payment link, copies its URL and opens the public page", async ({
  page,
  context,
  merchant,
}) => {
  const link = await ok(
    await merchant.api.post("/v1/payment-links", { data: { title: `Curso de apicultura ${uid()}`, amount: 15000 } }),
  );
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logIn(page, merchant, "/payment-links");
  const table = page.getByRole("table", { name: "Links de pagamento" });
  const row = table.locator("tbody tr", { hasText: link.title });
  await expect(row).toContainText(brl(15000));
  await expect(row).toContainText("Cartão até 12x · Pix · Boleto");
  await expect(row).toContainText("Ativo");

  // one menu per row holds every action
  await row.getByRole("button", { name: `Ações de ${link.title}` }).click();
  await page.getByRole("menuitem", { name: "Copiar URL" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Link de ${link.title} copiado.` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.url);

  await row.getByRole("button", { name: `Ações de ${link.title}` }).click();
  await page.getByRole("menuitem", { name: `Editar ${link.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-links/${link.id}/edit$`));
  const form = page.getByRole("form", { name: "Editar link de pagamento" });
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(15000));
  // every method off breaks a rule of the API's own schema, shown before any request
  for (const method of ["Aceitar cartão de crédito", "Aceitar Pix", "Aceitar boleto"])
    await form.getByLabel(method).uncheck();
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(form.getByText("Ative pelo menos um meio de pagamento (cartão, Pix ou boleto).")).toBeVisible();
  await expectAccessible(page, "edit payment link with errors");

  const title = `${link.title} avançado`;
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Valor", { exact: true }).fill("199,90");
  await form.getByLabel("Aceitar cartão de crédito").check();
  await form.getByLabel("Aceitar Pix").check();
  await form.getByLabel("Máximo de parcelas").selectOption("6");
  await form.getByLabel("Parcelas sem juros").selectOption("3");
  await form.getByLabel("Validade do QR code (dias)").fill("2");
  await form.getByLabel("Meio de pagamento padrão").selectOption("pix");
  await form.getByLabel("Pedir telefone").check();
  // the hosted page always asks for the CPF/CNPJ: the box says so and cannot be unchecked
  const documentBox = form.getByRole("checkbox", { name: "Pedir CPF/CNPJ" });
  await expect(documentBox).toBeChecked();
  await expect(documentBox).toBeDisabled();
  await expect(documentBox).toHaveAccessibleDescription(
    "Sempre pedido: pagamentos no Brasil exigem o CPF ou CNPJ do pagador.",
  );
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page).toHaveURL(/\/payment-links$/);
  const edited = table.locator("tbody tr", { hasText: title });
  await expect(edited).toContainText(brl(19990));
  await expect(edited).toContainText("Cartão até 6x · Pix");
  const stored = await ok(await merchant.api.get(`/v1/payment-links/${link.id}`));
  expect(stored).toMatchObject({
    title,
    amount: 19990,
    settings: {
      defaultPaymentMethod: "pix",
      requestPhone: true,
      requestDocument: true,
      boleto: { enabled: false },
      pix: { enabled: true, expiresInDays: 2 },
      card: { enabled: true, maxInstallments: 6, freeInstallments: 3 },
    },
  });

  const [hosted] = await Promise.all([
    page.waitForEvent("popup"),
    edited
      .getByRole("button", { name: `Ações de ${title}` })
      .click()
      .then(() => page.getByRole("menuitem", { name: `Abrir página de ${title} (nova aba)` }).click()),
  ]);
  await expect(hosted).toHaveURL(new RegExp(`/pay/${link.alias}$`));
  await expect(hosted.getByRole("heading", { name: title })).toBeVisible();
  await expect(hosted.getByTestId("link-amount")).toHaveText(brl(19990));
  await hosted.close();
});

test("the merchant creates a link in the form and deletes it after confirming", async ({ page, merchant }) => {
  await logIn(page, merchant, "/payment-links");
  await expect(page.getByText("Nenhum link de pagamento")).toBeVisible();
  await page.getByRole("link", { name: "Novo link" }).click();
  const form = page.getByRole("form", { name: "Novo link de pagamento" });
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(form.getByText("Campo obrigatório.")).toBeVisible();
  await expect(form.getByText("Informe um valor em reais, por exemplo 150,00.")).toBeVisible();
  const alias = `Mel_Pote-${uid()}`;
  await form.getByLabel("Título").fill("Pote de mel 500 g");
  // the one money input: digits fill from the cents up, as in the refund dialog and the transfer form
  await form.getByLabel("Valor", { exact: true }).pressSequentially("8990");
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(8990));
  await form.getByLabel("Valor", { exact: true }).fill("38,90");
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(3890));
  await form.getByLabel("Alias (opcional)").fill("Mel!");
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(form.getByText(/Use de 3 a 64 letras sem acento, números, hífens ou sublinhados/)).toBeVisible();
  await form.getByLabel("Alias (opcional)").fill(alias);
  await expect(form.getByText(`Endereço público: /pay/${alias}`)).toBeVisible();
  await form.getByLabel("Aceitar boleto").uncheck();
  await expect(form.getByRole("checkbox", { name: "Pedir CPF/CNPJ" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Pedir CPF/CNPJ" })).toBeDisabled();
  await expectAccessible(page, "new payment link");
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(page).toHaveURL(/\/payment-links$/);
  const row = page
    .getByRole("table", { name: "Links de pagamento" })
    .locator("tbody tr", { hasText: "Pote de mel 500 g" });
  await expect(row).toContainText(`/pay/${alias}`);
  await expect(row).toContainText("Cartão até 12x · Pix");
  await expectAccessible(page, "payment links list");
  await page.screenshot({ path: "docs/screenshots/payment-links.png", fullPage: true });

  // the same alias again, in another case, is the API's 422 on field alias, shown on the field
  await page.getByRole("link", { name: "Novo link" }).click();
  await form.getByLabel("Título").fill("Outro pote");
  await form.getByLabel("Valor", { exact: true }).fill("1000");
  await form.getByLabel("Alias (opcional)").fill(alias.toLowerCase());
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(form.getByText("Este alias já está em uso por outro link.")).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: "Ações de Pote de mel 500 g" }).click();
  await page.getByRole("menuitem", { name: "Excluir Pote de mel 500 g" }).click();
  const dialog = page.getByRole("dialog", { name: "Excluir link de pagamento?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "delete confirmation");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Ações de Pote de mel 500 g" }).click();
  await page.getByRole("menuitem", { name: "Excluir Pote de mel 500 g" }).click();
  await dialog.getByRole("button", { name: "Excluir link" }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Nenhum link de pagamento")).toBeVisible();
  expect((await page.request.get(`/pay/${alias}`)).status()).toBe(404);
  for (const path of ["/payment-links", "/payment-links/new"]) await expectFitsPhone(page, path);
});

test("in English the CPF/CNPJ box explains that the document is always asked", async ({
  page,
  context,
  merchant,
  baseURL,
}) => {
  const link = await ok(
    await merchant.api.post("/v1/payment-links", {
      data: { title: `Favo ${uid()}`, amount: 5000, settings: { requestDocument: false } },
    }),
  );
  // kept for compatibility, but the page always asks: a false sent is stored and answered as true
  expect(link.settings.requestDocument).toBe(true);
  await logIn(page, merchant, "/payment-links");
  // the language is a cookie (the account menu sets it); the same URLs then answer in English
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
  await page.goto(`/payment-links/${link.id}/edit`);
  const box = page.getByRole("checkbox", { name: "Ask for CPF/CNPJ" });
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
  await expect(box).toHaveAccessibleDescription("Always asked: Brazilian payments require the payer's CPF or CNPJ.");
  await page.goto("/payment-links");
  await page.getByRole("button", { name: `Actions for ${link.title}` }).click();
  await expect(page.getByRole("menuitem", { name: `View payments of ${link.title}` })).toHaveAttribute(
    "href",
    `/transactions?paymentLinkId=${link.id}`,
  );
});
