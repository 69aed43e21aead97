import sharp from "sharp";

import { expect, test } from "../fixtures";
import { expectAccessible } from "../support/accessibility";
import { createRecipient, ok } from "../support/money";
import { brl, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the merchant sets up a link that sells — image, description, quantity, limit, expiry, page after paying, split, interest — and sees its sales", async ({
  page,
  merchant,
  request,
}) => {
  const partner = await createRecipient(merchant.api, { legalName: "Apiário Parceiro" });
  await logIn(page, merchant, "/payment-links/new");
  const form = page.getByRole("form", { name: "Novo link de pagamento" });
  await form.getByLabel("Título").fill("Kit degustação");
  await form.getByLabel("Valor", { exact: true }).fill("120,00");
  await form.getByLabel("Descrição (opcional)").fill("Três méis de floradas diferentes, 250 g cada.");
  await form.getByLabel("Quantidade máxima por compra").fill("3");
  await form.getByLabel("Limite de vendas (opcional)").fill("2");
  // what the limit counts, said where it is set: sales (not units), a pending Pix until it expires
  await expect(form.getByLabel("Limite de vendas (opcional)")).toHaveAccessibleDescription(
    /Conta vendas, não unidades.*Um Pix ou boleto pendente guarda a vaga até vencer/,
  );
  await form.getByLabel("Expira em (opcional)").fill("2099-12-31T23:59");
  await form.getByLabel("Página após o pagamento (opcional)").fill("javascript:alert(1)");
  // a split: the partner gets 10 % of each sale
  await form.getByRole("button", { name: "Adicionar recebedor" }).click();
  await expect(form.getByLabel("Recebedor")).toHaveValue(String(partner.id));
  await form.getByLabel("% do preço").fill("10");
  // the rate the payer would pay is the company's, said before the merchant opts in
  await expect(form.getByLabel("Repassar juros ao comprador")).toHaveAccessibleDescription(/2,99%\s*ao mês/);
  await form.getByLabel("Repassar juros ao comprador").check();
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#f0b040" } })
    .jpeg()
    .toBuffer();
  await form.getByLabel("Imagem do produto (opcional)").setInputFiles({
    name: "kit.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(form.getByText("kit.jpg")).toBeVisible();
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(form.getByText("Informe uma URL http:// ou https:// válida.")).toBeVisible();
  await form.getByLabel("Página após o pagamento (opcional)").fill("https://loja.example.com/obrigado");
  await expectAccessible(page, "new selling link");
  // from the top: a full-page picture taken scrolled down draws the sticky sidebar halfway
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "docs/screenshots/payment-link-form.png", fullPage: true });
  await form.getByRole("button", { name: "Criar link" }).click();
  await expect(page).toHaveURL(/\/payment-links$/);

  const [link] = (await ok(await merchant.api.get("/v1/payment-links"))) as unknown as {
    id: number;
    alias: string;
    imageUrl: string;
    [k: string]: unknown;
  }[];
  expect(link).toMatchObject({
    title: "Kit degustação",
    amount: 12000,
    description: "Três méis de floradas diferentes, 250 g cada.",
    maxQuantity: 3,
    maxPayments: 2,
    redirectUrl: "https://loja.example.com/obrigado",
    splits: [{ recipientId: partner.id, percentage: 10, chargeProcessingFee: false }],
    settings: { card: { interestPaidByPayer: true } },
  });
  // typed in the browser's time zone (São Paulo, UTC−3): 23:59 there is 02:59 UTC the next day
  expect(link.expiresAt).toBe("2100-01-01T02:59:00.000Z");
  expect(link.imageUrl).toMatch(/\.webp$/);

  const row = page
    .getByRole("table", { name: "Links de pagamento" })
    .locator("tbody tr", { hasText: "Kit degustação" });
  await expect(row).toContainText("nenhuma venda · restam 2");
  // a sale through the hosted page's endpoint, then the list counts it
  const pay = await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
    data: {
      paymentMethod: "pix",
      quantity: 2,
      customer: {
        name: "Maria da Silva",
        email: "maria@example.com",
        document: { number: "52998224725", type: "cpf" },
      },
    },
  });
  expect(pay.status()).toBe(200);
  const [t] = (await ok(await merchant.api.get(`/v1/transactions?paymentLinkId=${link.id}`))) as unknown as {
    id: number;
    amount: number;
    splits: { recipientId: number; amount: number }[];
  }[];
  expect(t.amount).toBe(24000);
  expect(t.splits.find((s) => s.recipientId === partner.id)?.amount).toBe(2400);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
  await page.reload();
  await expect(row).toContainText(brl(24000));
  await expect(row).toContainText("1 venda · resta 1");
  await expectAccessible(page, "payment links with sales");

  // the menu works from the keyboard: open, move, Escape gives focus back
  const menuButton = row.getByRole("button", { name: "Ações de Kit degustação" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Copiar URL" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Abrir página de Kit degustação (nova aba)" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // editing shows the image and keeps every field; removing the image and the limit
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Editar Kit degustação" }).click();
  const edit = page.getByRole("form", { name: "Editar link de pagamento" });
  await expect(edit.getByRole("img", { name: "Imagem atual do link" })).toBeVisible();
  await expect(edit.getByLabel("Quantidade máxima por compra")).toHaveValue("3");
  await expect(edit.getByLabel("Expira em (opcional)")).toHaveValue(/^2099-12-31T/);
  await edit.getByRole("button", { name: "Remover imagem" }).click();
  await edit.getByLabel("Limite de vendas (opcional)").fill("");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page).toHaveURL(/\/payment-links$/);
  expect(await ok(await merchant.api.get(`/v1/payment-links/${link.id}`))).toMatchObject({
    imageUrl: null,
    maxPayments: null,
    paymentsLeft: null,
    maxQuantity: 3,
  });
});

test("payment links in English and on a phone", async ({ page, merchant, context, baseURL }) => {
  await ok(
    await merchant.api.post("/v1/payment-links", { data: { title: "Honey jar", amount: 3500, maxPayments: 5 } }),
  );
  await logIn(page, merchant);
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
  await page.goto("/payment-links");
  const row = page.getByRole("table", { name: "Payment links" }).locator("tbody tr", { hasText: "Honey jar" });
  await expect(row).toContainText("no sales · 5 left");
  await row.getByRole("button", { name: "Actions for Honey jar" }).click();
  await expect(page.getByRole("menuitem", { name: "Copy URL" })).toBeVisible();
  await expectAccessible(page, "links menu in English");
  await page.goto("/payment-links/new");
  await expect(page.getByRole("heading", { name: "Selling" })).toBeVisible();
  await expect(page.getByLabel("Pass interest on to the payer")).not.toBeChecked();
  await expect(page.getByLabel("Pass interest on to the payer")).toHaveAccessibleDescription(/2,99% a month/);
  await expectAccessible(page, "new link in English");
  await expectFitsPhone(page, "/payment-links");
  await expectFitsPhone(page, "/payment-links/new");
  await expectAccessible(page, "new link on a phone");
});
