import sharp from "sharp";

import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { createLink, fillCard, fillPayer, pathOf, payer, transactionsOfLink, watchCsp } from "./helpers";

const APPROVED = "4111111111111111";
const brl = (cents: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100);

test("a link that sells: image, description, quantity, installments with interest shown before paying, and the way back to the shop", async ({
  page,
  merchant,
}) => {
  const link = await createLink(merchant, {
    title: "Ingresso Festival do Mel",
    amount: 10000,
    description: "Pista, sábado às 20h. Meia-entrada na bilheteria.",
    maxQuantity: 4,
    redirectUrl: "https://loja.example.com/obrigado?origem=link",
    settings: { card: { freeInstallments: 3, maxInstallments: 12, interestPaidByPayer: true } },
  });
  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#d99a2b" } })
    .png()
    .toBuffer();
  const upload = await merchant.api.post(`/v1/payment-links/${link.id}/image`, {
    multipart: { image: { name: "festival.png", mimeType: "image/png", buffer: image } },
  });
  expect(upload.status()).toBe(200);
  const csp = watchCsp(page);

  await page.goto(pathOf(link.url));
  const picture = page.getByRole("img", { name: "Ingresso Festival do Mel" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(page.getByTestId("link-description")).toHaveText("Pista, sábado às 20h. Meia-entrada na bilheteria.");
  await expect(page.getByTestId("link-amount")).toContainText("R$ 100,00");

  await page.getByLabel("Quantidade").selectOption("2");
  await expect(page.getByText("Total R$ 200,00", { exact: true })).toBeVisible();
  const p = payer();
  await fillPayer(page, p);
  await fillCard(page, APPROVED);
  // the options say what each costs in all: up to 3x the price, above it with interest
  const options = await page.getByLabel("Parcelas").locator("option").allTextContents();
  // 3x of R$ 200,00 reads as three installments to the cent; the exact parts in small print
  expect(options[2]).toBe(`3x de ${brl(6667)} sem juros · total ${brl(20000)}`);
  await page.getByLabel("Parcelas").selectOption("3");
  await expect(page.getByText(`Arredondamento: 1ª parcela de ${brl(6668)} e 2 de ${brl(6666)}.`)).toBeVisible();
  await expect(page.getByText("Total R$ 200,00", { exact: true })).toBeVisible();
  expect(options[5]).toMatch(/^6x de R\$\s[\d.,]+ com juros · total R\$\s[\d.,]+$/);
  await page.getByLabel("Parcelas").selectOption("6");
  const total = Number(
    options[5]
      .match(/total R\$\s([\d.,]+)/)![1]
      .replace(/\./g, "")
      .replace(",", ""),
  );
  expect(total).toBeGreaterThan(20000);
  await expect(page.getByRole("button", { name: `Pagar ${brl(total)}` })).toBeVisible();
  // the total beside the quantity is what the button charges, interest included
  await expect(page.getByText(`Total ${brl(total)} com juros do parcelamento`, { exact: true })).toBeVisible();
  await expect(page.getByText("Total R$ 200,00", { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/payment-link-selling.png", fullPage: true });
  await page.getByRole("button", { name: `Pagar ${brl(total)}` }).click();

  await expect(page.getByText("Pagamento aprovado")).toBeVisible();
  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t).toMatchObject({ amount: total, installments: 6, status: "paid" });
  const back = page.getByRole("link", { name: /^Voltar para / });
  await expect(back).toHaveAttribute("href", `https://loja.example.com/obrigado?origem=link&transaction_id=${t.id}`);
  expect(csp).toEqual([]);
});

test("an expired link says so and takes no payment", async ({ page, merchant }) => {
  const link = await createLink(merchant, { expiresAt: new Date(Date.now() - 3_600_000).toISOString() });
  await page.goto(pathOf(link.url));
  await expect(page.getByText("Este link expirou")).toBeVisible();
  await expect(page.getByRole("button", { name: /Pagar|Gerar/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
