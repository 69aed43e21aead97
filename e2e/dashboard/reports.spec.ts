import { readFile } from "node:fs/promises";

import ExcelJS from "exceljs";

import { addDays, todayInSaoPaulo } from "../../lib/formats/time";
import { expect, test } from "../fixtures";
import { ok, paidCard, paidPix } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

const csvCents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);

test("Relatórios shows the settlements with their chart and table, follows the period and downloads CSV and XLSX with the same total", async ({
  page,
  merchant,
}) => {
  // a Pix settles at once (D+0); a card waits 30 days, so it is on the receivables schedule instead
  await paidPix(merchant.api, 20000);
  await paidPix(merchant.api, 5000);
  const card = (await paidCard(merchant.api, 10000)) as { fee: { netAmount: number } };
  const report = await ok(await merchant.api.get("/v1/reports/settlements"));
  const totals = report.totals as { gross: number; fees: number; net: number };
  expect(totals.gross).toBe(25000);

  await logIn(page, merchant, "/overview");
  await page.getByRole("navigation").getByRole("link", { name: "Relatórios" }).click();
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Liquidações" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: "Líquido disponível por dia" })).toBeVisible();
  const rows = page.getByRole("table", { name: "Liquidações" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Pix");
  await expect(page.getByTestId("total-net")).toHaveText(brl(totals.net));
  await expect(page.getByTestId("total-fees")).toHaveText(brl(totals.fees));
  await expectAccessible(page, "reports");
  await page.screenshot({ path: "docs/screenshots/reports.png", fullPage: true });

  // the CSV: the rows, then the totals row, in the exports' pt-BR format
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar CSV" }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^relatorio-liquidacoes-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csvFile.path()))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((l) => l.split(";"));
  expect(lines[0][6]).toBe("Líquido (R$)");
  const csvTotal = lines.at(-1)!;
  expect(csvTotal[1]).toBe("Total");
  expect(csvCents(csvTotal[6])).toBe(totals.net);

  // the XLSX: money as numbers in reais with a currency format
  const xlsxDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar XLSX" }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^relatorio-liquidacoes-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await xlsxFile.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(2).value).toBe("Total");
  expect(Math.round(Number(last.getCell(7).value) * 100)).toBe(totals.net);
  expect(last.getCell(7).numFmt).toContain("R$");

  // a period that ended yesterday has none of today's settlements
  const today = todayInSaoPaulo();
  await page.getByRole("textbox", { name: "De", exact: true }).fill(addDays(today, -10));
  await page.getByRole("textbox", { name: "Até", exact: true }).fill(addDays(today, -1));
  await expect(page).toHaveURL(new RegExp(`to=${addDays(today, -1)}`));
  await expect(page.getByText("Nada neste período")).toBeVisible();
  await expect(page.getByTestId("total-net")).toHaveText(brl(0));
  await page.getByRole("button", { name: "Este mês" }).click();
  await expect(page.getByTestId("total-net")).toHaveText(brl(totals.net));

  // the fees of the month, as a chart and a table
  await page.getByRole("link", { name: "Taxas", exact: true }).click();
  await expect(page.getByRole("img", { name: "Taxas por mês" })).toBeVisible();
  const fees = await ok(await merchant.api.get("/v1/reports/fees"));
  const feeRows = page.getByRole("table", { name: "Taxas" }).locator("tbody tr");
  await expect(feeRows.last()).toContainText(brl((fees.totals as { total: number }).total));
  await expectAccessible(page, "reports: fees");

  // the splits: one row per transaction and recipient (all three sales are the company's own)
  await page.getByRole("link", { name: "Divisões" }).click();
  await expect(page.getByRole("img", { name: "Total de cada recebedor" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Divisões" }).locator("tbody tr")).toHaveCount(3);
  await expect(page.getByTestId("total-gross")).toHaveText(brl(35000));
  await expectAccessible(page, "reports: splits");

  // the receivables schedule: the card's net, due in 30 days
  await page.getByRole("link", { name: "Agenda de recebíveis" }).click();
  // the tab is open before the period changes: a date typed while the tab's navigation is under way
  // would be written into the previous tab's address
  await expect(page.getByRole("link", { name: "Agenda de recebíveis" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("textbox", { name: "De", exact: true }).fill(today);
  await page.getByRole("textbox", { name: "Até", exact: true }).fill(addDays(today, 45));
  await expect(page.getByRole("img", { name: "Líquido a receber por dia" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Agenda de recebíveis" }).locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("total-net")).toHaveText(brl(card.fee.netAmount));
  await expectAccessible(page, "reports: receivables");

  await expectFitsPhone(page, "/reports");
  await expect(page.getByTestId("total-net")).toBeVisible();
});
