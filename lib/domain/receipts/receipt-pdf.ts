import "server-only";

import PDFDocument from "pdfkit";

import { formatDocument } from "@/lib/formats/documents";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";

// A receipt (comprovante) as a PDF, the same machinery as the printable boleto (boleto-pdf.ts):
// pdfkit's built-in Helvetica, every text selectable, A4. One layout for every receipt: the company on
// top, the title, the amount in large print with the status, then labelled sections, and at the foot the
// verification address (docs/api.md, "Receipts as PDF"). Portuguese, as Brazilian receipts are.

export type ReceiptRow = [label: string, value: string];

export type ReceiptDocument = {
  title: string;
  /** the company that issues it: trade name (legal name when none) and CNPJ/CPF digits */
  company: { name: string; document: string };
  /** cents, printed large under the title */
  amount: number;
  status: string;
  sections: { heading: string; rows: ReceiptRow[] }[];
  verification: { url: string; code: string };
  issuedAt: Date;
};

const MM = 72 / 25.4;
const LEFT = 18 * MM;
const WIDTH = 210 * MM - 2 * LEFT;
const TOP = 18 * MM;
const BOTTOM = 297 * MM - 18 * MM;
const LABEL_W = 62 * MM;
const GREY = "#555";

type Doc = InstanceType<typeof PDFDocument>;

/** Intl's spaces (no-break, narrow no-break) as plain ones: what a reader copies out is "R$ 1.234,56". */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

export const money = (cents: number) => plain(formatBRL(cents));

export const dateTime = (value: string | Date) => `${plain(formatDateTimeBR(value))} (horário de Brasília)`;

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    info: { Title: doc.title, Author: doc.company.name, Subject: doc.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.fillColor("#000").strokeColor("#999").lineWidth(0.5);

  let y = TOP;
  pdf.font("Helvetica-Bold").fontSize(15).text(plain(doc.company.name), LEFT, y, { width: WIDTH });
  y = pdf.y + 2;
  pdf
    .font("Helvetica")
    .fontSize(9)
    .fillColor(GREY)
    .text(`CNPJ/CPF ${formatDocument(doc.company.document)}`, LEFT, y, { width: WIDTH });
  y = pdf.y + 14;
  pdf.fillColor("#000").font("Helvetica-Bold").fontSize(13).text(doc.title, LEFT, y, { width: WIDTH });
  y = pdf.y + 6;
  pdf.fontSize(22).text(money(doc.amount), LEFT, y, { width: WIDTH / 2, lineBreak: false });
  pdf
    .font("Helvetica")
    .fontSize(11)
    .text(doc.status, LEFT + WIDTH / 2, y + 8, { width: WIDTH / 2, align: "right", lineBreak: false });
  y += 34;

  for (const section of doc.sections) {
    if (section.rows.length === 0) continue;
    y = ensureRoom(pdf, y, 40);
    pdf.font("Helvetica-Bold").fontSize(10).fillColor("#000").text(section.heading, LEFT, y, { width: WIDTH });
    y = pdf.y + 2;
    pdf
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .stroke();
    y += 5;
    for (const [label, value] of section.rows) y = drawRow(pdf, y, label, value);
    y += 10;
  }

  y = ensureRoom(pdf, y, 70);
  pdf
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 8;
  pdf.font("Helvetica-Bold").fontSize(9).fillColor("#000").text("Verifique a autenticidade", LEFT, y, { width: WIDTH });
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(doc.verification.url, LEFT, pdf.y + 2, { width: WIDTH });
  pdf.fillColor(GREY).text(`Código de verificação: ${doc.verification.code}`, LEFT, pdf.y + 2, { width: WIDTH });
  pdf.text(`Emitido em ${dateTime(doc.issuedAt)}`, LEFT, pdf.y + 2, { width: WIDTH });

  pdf.end();
  return done;
}

function drawRow(pdf: Doc, top: number, label: string, value: string): number {
  const valueW = WIDTH - LABEL_W;
  const text = plain(value);
  const labelHeight = pdf
    .font("Helvetica")
    .fontSize(9)
    .heightOfString(label, { width: LABEL_W - 6 });
  const height = Math.max(pdf.fontSize(9.5).heightOfString(text, { width: valueW }), labelHeight, 12);
  const y = ensureRoom(pdf, top, height + 4);
  pdf
    .fillColor(GREY)
    .fontSize(9)
    .text(label, LEFT, y, { width: LABEL_W - 6 });
  pdf
    .fillColor("#000")
    .fontSize(9.5)
    .text(text, LEFT + LABEL_W, y, { width: valueW });
  return y + height + 4;
}

function ensureRoom(pdf: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  pdf.addPage({ size: "A4", margin: 0 });
  return TOP;
}
