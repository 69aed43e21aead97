import { expect, test } from "../fixtures";
import { ok, paidCard } from "../support/money";
import { brl, expectAccessible, expectNoSidewaysScroll } from "./checks";
import { logIn } from "./login";

type Row = { id: number; amount: number; fee: { estimatedFee: number; netAmount: number } };

const MASTERCARD = {
  number: "5555555555554444",
  holderName: "FULANA",
  expirationMonth: 12,
  expirationYear: 2031,
  cvv: "123",
};

test("the transactions list sorts by amount, filters by amount and card, shows fee and net, and Back walks the changes", async ({
  page,
  merchant,
}) => {
  const small = await paidCard(merchant.api, 1500);
  const big = await paidCard(merchant.api, 48000, { card: MASTERCARD });
  const middle = await paidCard(merchant.api, 9900);
  await ok(await merchant.api.post(`/v1/transactions/${middle.id}/refund`, { data: { amount: 900 } }));
  const rows = page.getByRole("table", { name: "Transações" }).locator("tbody tr");
  const api = async (query: string) =>
    (await ok(await merchant.api.get(`/v1/transactions?${query}`))) as unknown as Row[];

  await logIn(page, merchant, "/transactions");
  await expect(rows).toHaveCount(3);
  // newest first; fee and net are the API's (the ledger's), the partial refund is marked
  const [newest] = await api("limit=1");
  expect(newest.id).toBe(middle.id);
  await expect(rows.first().locator("td").nth(6)).toHaveText(brl(newest.fee.estimatedFee));
  await expect(rows.first().locator("td").nth(7)).toHaveText(brl(newest.fee.netAmount));
  await expect(rows.first()).toContainText(`Estorno parcial: ${brl(900)}`);
  await expectAccessible(page, "transactions list");

  // sort by amount: a new history entry
  await page.getByLabel("Ordenar por").selectOption({ label: "Maior valor" });
  await expect(page).toHaveURL(/sort=-amount/);
  await expect(rows.first()).toContainText(`#${big.id}`);
  await expect(rows.last()).toContainText(`#${small.id}`);

  // amount range (typed from the cents up) and the card's brand
  await page.getByRole("button", { name: "Mais filtros" }).click();
  await page.getByLabel("Valor a partir de").fill("5000");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/amountFrom=5000/);
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Bandeira do cartão").selectOption({ label: "Mastercard" });
  await expect(page).toHaveURL(/cardBrand=mastercard/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${big.id}`);

  // Back undoes the brand, then the amount, then the sort; Forward redoes them
  await page.goBack();
  await expect(page).not.toHaveURL(/cardBrand/);
  await expect(rows).toHaveCount(2);
  await page.goBack();
  await expect(page).not.toHaveURL(/amountFrom/);
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`#${big.id}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(rows.first()).toContainText(`#${middle.id}`);
  await page.goForward();
  await expect(page).toHaveURL(/sort=-amount/);
  await expect(rows.first()).toContainText(`#${big.id}`);

  // the last four digits
  await page.goto("/transactions?cardLastDigits=4444");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${big.id}`);
});

test("on a phone each transaction is a card with its id, status and amount, and nothing scrolls sideways", async ({
  page,
  merchant,
}) => {
  const paid = await paidCard(merchant.api, 25990);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, merchant, "/transactions");
  const row = page.getByRole("table", { name: "Transações" }).locator("tbody tr").first();
  await expect(row.getByRole("link", { name: `Transação #${paid.id}` })).toBeVisible();
  await expect(row.getByText("Pago", { exact: true })).toBeVisible();
  await expect(row.getByText(brl(25990), { exact: true })).toBeVisible();
  const box = await row.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page, "transactions on a phone");
  await page.screenshot({ path: "docs/screenshots/transactions-phone.png", fullPage: true });
});
