import "server-only";

import ExcelJS from "exceljs";

import { CSV_BOM, csvAmount, csvField, csvLine } from "@/lib/formats/csv";
import { formatDateBR } from "@/lib/formats/time";

import type { Cell, Column, ReportTable } from "./report-table";

// The XLSX's money format: reais with two decimals; Excel and LibreOffice show it in the reader's
// own separators, so a pt-BR spreadsheet reads R$ 1.234,56.
export const XLSX_MONEY_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';

function csvCell(column: Column, value: Cell): string {
  if (value === null) return "";
  switch (column.kind) {
    case "money":
      return csvField(csvAmount(Number(value)));
    case "day":
      return csvField(/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? formatDateBR(String(value)) : String(value));
    case "month":
      return csvField(
        /^\d{4}-\d{2}$/.test(String(value)) ? `${String(value).slice(5)}/${String(value).slice(0, 4)}` : String(value),
      );
    case "int":
      return csvField(value);
    case "text":
      // names typed by people: a formula-looking one gets its apostrophe
      return csvField(value, true);
  }
}

/** The report as the project's CSV exports write one: BOM, `;`, decimal comma, dd/mm/yyyy. */
export function reportCsv(table: ReportTable): string {
  return (
    CSV_BOM +
    csvLine(table.columns.map((c) => csvField(c.header))) +
    table.rows.map((row) => csvLine(row.map((v, i) => csvCell(table.columns[i], v)))).join("")
  );
}

function xlsxCell(column: Column, value: Cell): ExcelJS.CellValue {
  if (value === null) return null;
  switch (column.kind) {
    case "money":
      // reais as a number, so the spreadsheet sums it; cents / 100 is exact to the cent on display
      return Number(value) / 100;
    case "day": {
      const s = String(value);
      // a calendar day, not an instant: UTC midnight of that day is what a spreadsheet shows as it
      return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : s;
    }
    case "month":
    case "int":
    case "text":
      return value;
  }
}

const FORMAT: Partial<Record<Column["kind"], string>> = { money: XLSX_MONEY_FORMAT, day: "dd/mm/yyyy" };

/** The report as one worksheet: a bold header row, numbers as numbers, money in reais, a total row. */
export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Colmeia";
  const sheet = book.addWorksheet(table.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: Math.max(12, c.header.length + 2),
    style: FORMAT[c.kind] ? { numFmt: FORMAT[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((v, i) => xlsxCell(table.columns[i], v)));
  sheet.getRow(sheet.rowCount).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
