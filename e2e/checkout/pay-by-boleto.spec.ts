import { expect, test } from "../fixtures";
import {
  chargeOnLink,
  countStatusPolls,
  createLink,
  fillPayer,
  pathOf,
  payer,
  transactionsOfLink,
  watchCsp,
} from "./helpers";

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

  const [slip] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Imprimir boleto" }).click(),
  ]);
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

test("the printable slip of a paid or canceled boleto shows its status, never a barcode", async ({
  page,
  request,
  merchant,
}) => {
  const link = await createLink(merchant, { amount: 4990 });
  const paid = await chargeOnLink(request, link, "boleto");
  const canceled = await chargeOnLink(request, link, "boleto");
  const transactions = await transactionsOfLink(merchant, link.id);
  const idOf = (secureId: string) => transactions.find((t) => t.secureId === secureId)!.id;
  const pay = await merchant.api.post(`/v1/transactions/${idOf(paid)}/sandbox/pay`, { data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  const expire = await merchant.api.post(`/v1/transactions/${idOf(canceled)}/sandbox/expire`);
  expect(expire.status(), await expire.text()).toBe(200);

  await page.goto(`/checkout/${paid}/boleto`);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expect(page.getByText("R$ 49,90")).toBeVisible();
  await expect(page.getByTestId("boleto-barcode")).toHaveCount(0);
  await expect(page.getByTestId("boleto-line")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Imprimir" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ver pagamento" })).toHaveAttribute("href", `/checkout/${paid}`);

  await page.goto(`/checkout/${canceled}/boleto`);
  await expect(page.getByRole("heading", { name: "Pagamento expirado" })).toBeVisible();
  await expect(page.getByTestId("boleto-barcode")).toHaveCount(0);
  await expect(page.getByTestId("boleto-line")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute("href", `/pay/${link.alias}`);
});

test("a boleto past its due date (browser clock) is shown overdue, without line or barcode, and checked only slowly for a late settlement", async ({
  page,
  request,
  merchant,
}) => {
  const link = await createLink(merchant, { settings: { boleto: { expiresInDays: 3 } } });
  const secureId = await chargeOnLink(request, link, "boleto");
  const polls = countStatusPolls(page, secureId);
  await page.clock.install({ time: Date.now() + 5 * 86_400_000 });
  await page.goto(`/checkout/${secureId}`);
  await expect(page.getByRole("heading", { name: "Boleto vencido" })).toBeVisible();
  await expect(page.getByTestId("boleto-line")).toHaveCount(0);
  await expect(page.getByTestId("boleto-barcode")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Simular pagamento (sandbox)" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute("href", `/pay/${link.alias}`);
  await page.clock.runFor(30_000);
  expect(polls(), "no 10-second polling once overdue").toBe(0);
  await page.clock.runFor(31_000);
  await expect
    .poll(polls, { message: "a boleto paid on its due date may still settle: checked every minute" })
    .toBeGreaterThan(0);
});
