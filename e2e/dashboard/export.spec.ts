import { readFile } from "node:fs/promises";

import { expect, test, transactionBody } from "../fixtures";
import { ok, paidPix } from "../support/money";
import { logIn } from "./login";

test("Exportar CSV downloads the rows of the filtered list, in the order the list shows them", async ({
  page,
  merchant,
}) => {
  const pix = [await paidPix(merchant.api, 1000), await paidPix(merchant.api, 2000), await paidPix(merchant.api, 3000)];
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") }));
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));

  await logIn(page, merchant, "/transactions?paymentMethods=pix");
  const rows = page.getByRole("table", { name: "Transações" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole("status").filter({ hasText: "3 transações exportadas." })).toBeVisible();

  const csv = (await readFile(await file.path())).toString("utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.split("\r\n").filter(Boolean);
  expect(header.split(";").slice(0, 4)).toEqual(["ID", "Data", "Status", "Método"]);
  expect(lines.map((l) => Number(l.split(";")[0]))).toEqual(pix.map((t) => t.id).reverse());
  expect(lines.every((l) => l.split(";")[3] === "Pix")).toBe(true);
  expect(lines.map((l) => l.split(";")[5])).toEqual(["30,00", "20,00", "10,00"]);

  // sorted by the smallest amount, the file comes in that order too
  await page.goto("/transactions?paymentMethods=pix&sort=amount");
  await expect(rows.first()).toContainText(`#${pix[0].id}`);
  const sorted = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const sortedCsv = (await readFile(await (await sorted).path())).toString("utf8").replace(/^\uFEFF/, "");
  const sortedLines = sortedCsv.split("\r\n").filter(Boolean).slice(1);
  expect(sortedLines.map((l) => Number(l.split(";")[0]))).toEqual(pix.map((t) => t.id));
});
