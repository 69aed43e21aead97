import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { createLink, fillPayer, pathOf, payer } from "./helpers";

test("hosted pages have no serious accessibility violations (form with errors, Pix, boleto slip)", async ({
  page,
  context,
  merchant,
}) => {
  const link = await createLink(merchant, { settings: { requestPhone: true, requestAddress: true } });
  await page.goto(pathOf(link.url));
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await expect(page.getByText("CPF ou CNPJ inválido")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Boleto" }).click();
  await fillPayer(page, payer());
  await page.getByLabel("Celular").pressSequentially("11987654321");
  await page.getByLabel("CEP").pressSequentially("01310100");
  await page.getByLabel("Endereço").fill("Avenida Paulista");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Bairro").fill("Bela Vista");
  await page.getByLabel("Cidade").fill("São Paulo");
  await page.getByLabel("UF").selectOption("SP");
  await page.getByRole("button", { name: "Gerar boleto" }).click();
  await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [slip] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Imprimir boleto" }).click(),
  ]);
  await expect(slip.getByTestId("boleto-barcode")).toBeVisible();
  expect(await seriousViolations(slip)).toEqual([]);
});
