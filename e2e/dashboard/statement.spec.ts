import { expect, test } from "../fixtures";
import { balance, createRecipient, ok, paidPix } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the statement lists every movement with the balance after it, filters by type and exports what it shows", async ({
  page,
  merchant,
}) => {
  const pix = await paidPix(merchant.api, 20000);
  await ok(await merchant.api.post(`/v1/transactions/${pix.id}/refund`, { data: { amount: 5000 } }));
  const transfer = await ok(
    await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 3000 } }),
  );
  const now = await balance(merchant.api);
  const operations = (await ok(await merchant.api.get("/v1/balance/operations"))) as unknown as unknown[];
  // payment, fee, refund, the share of the fee a refund gives back (when there is one), transfer
  expect(operations.length).toBeGreaterThanOrEqual(4);

  await logIn(page, merchant, "/overview");
  await page.getByRole("navigation").getByRole("link", { name: "Extrato" }).click();
  await expect(page.getByRole("heading", { name: "Extrato", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Extrato" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(operations.length);
  await expect(page.getByText(`${operations.length} movimentos de ${operations.length}`)).toBeVisible();
  // the newest row ends at today's balance, the oldest starts from the payment
  await expect(rows.first().locator("td").last()).toHaveText(brl(now.available + now.waitingFunds));
  await expect(rows.first()).toContainText("Transferência");
  await expect(rows.first().getByRole("link", { name: `Transferência #${transfer.id}` })).toBeVisible();
  await expect(rows.last()).toContainText("Pagamento");
  await expect(rows.last().locator("td").last()).toHaveText(brl(20000));
  await expectAccessible(page, "statement");
  await page.screenshot({ path: "docs/screenshots/statement.png", fullPage: true });

  await page.getByRole("group", { name: "Tipo" }).getByText("Estorno", { exact: true }).click();
  await expect(page).toHaveURL(/type=refund/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator("td").nth(3)).toHaveText(brl(-5000));
  await expect(rows.first().getByRole("link", { name: `Transação #${pix.id}` })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let out = "";
    csv.on("data", (chunk) => (out += chunk));
    csv.on("end", () => resolve(out));
  });
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(";Estorno;-50,00;");

  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(rows).toHaveCount(operations.length);
  await expectFitsPhone(page, "/statement");
});

test("a split recipient's statement shows only its share", async ({ page, merchant }) => {
  const partner = await createRecipient(merchant.api, { legalName: "Parceira do Extrato Ltda" });
  await paidPix(merchant.api, 10000, { splits: [{ recipientId: partner.id, amount: 2500 }] });

  await logIn(page, merchant, "/statement");
  await page.getByLabel("Recebedor").selectOption({ label: "Parceira do Extrato Ltda" });
  await expect(page).toHaveURL(new RegExp(`recipientId=${partner.id}`));
  const rows = page.getByRole("table", { name: "Extrato" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Pagamento");
  await expect(rows.first().locator("td").last()).toHaveText(brl(2500));
});
