import { test, expect } from "../fixtures";
import { createLink, fillPayer, pathOf, payer, transactionsOfLink, watchCsp } from "./helpers";

test("pays a link by boleto: formatted line, barcode and a printable slip", async ({ page, context, merchant }) => {
  const link = await createLink(merchant, { amount: 4990, settings: { boleto: { expiresInDays: 5 } } });
  const csp = watchCsp(page);
  await page.goto(pathOf(link.url));
  await page.getByRole("tab", { name: "Boleto" }).click();
  const p = payer();
  await fillPayer(page, p);
  await page.getByRole("button", { name: "Gerar boleto" }).click();

  await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();
  await expect(page.getByTestId("boleto-line")).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  const barcode = page.getByTestId("boleto-barcode");
  await expect(barcode).toBeVisible();
  expect(await barcode.locator("rect").count()).toBe(1 + 2 + 22 * 5 + 2);
  await expect(page.getByText(/Vencimento: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t).toMatchObject({ status: "waiting_payment", amount: 4990 });
  const line = (await page.getByTestId("boleto-line").textContent())!;
  expect(line.replace(/\D/g, "").slice(-10)).toBe("0000004990");

  const [slip] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Imprimir boleto" }).click()]);
  await slip.waitForLoadState();
  expect(new URL(slip.url()).pathname).toBe(`/checkout/${t.secureId}/boleto`);
  await expect(slip.getByTestId("boleto-line")).toHaveText(line);
  await expect(slip.getByTestId("boleto-barcode")).toBeVisible();
  await expect(slip.getByText(p.name)).toBeVisible();
  await expect(slip.getByText("R$ 49,90")).toBeVisible();
  await slip.emulateMedia({ media: "print" });
  await expect(slip.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(slip.getByTestId("boleto-barcode")).toBeVisible();
  expect(csp).toEqual([]);
});
