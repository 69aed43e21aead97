import "server-only";

import PDFDocument from "pdfkit";
import QRCode from "qrcode";

import { formatDigitableLine } from "@/lib/formats/boleto";
import { formatDocument } from "@/lib/formats/documents";
import { encodeItf } from "@/lib/formats/itf25";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";

// The printable boleto as a PDF (docs/checkout.md, "Printable boleto (PDF)"): the FEBRABAN layout on
// one A4 page, the payer's receipt (recibo do pagador) on top and the compensation slip (ficha de
// compensação) below, every text selectable (pdfkit's built-in Helvetica, WinAnsi: Portuguese accents
// included) and the barcode drawn as vector bars, 103 × 13 mm, so a bank's scanner reads it.

export type BoletoDocument = {
  bank: { code: string; name: string; /** the bank code's check digit, "9" for "001-9" */ checkDigit: string };
  digitableLine: string;
  /** 44 digits */
  barcode: string;
  beneficiary: {
    name: string;
    /** CPF or CNPJ digits */
    document: string;
    /** as the bank prints it, e.g. "1234-5 / 12345-6" */
    agencyAccount: string;
    /** printed on top of the page, above the slip */
    tradeName?: string;
  };
  /** the document as printed (already masked where it must be) */
  payer: { name: string; document: string; address?: string };
  nossoNumero: string;
  documentNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** "Local de pagamento": until when and how it can be paid */
  paymentPlace?: string;
  /** cents */
  amount: number;
  wallet?: string;
  /** fine, interest, discount lines already worded in Portuguese */
  instructions: string[];
  /** the BR Code of a boleto híbrido: drawn as a QR code with "Pague com Pix" */
  pixQrCode?: string;
  locale?: "pt-BR";
};

const MM = 72 / 25.4;
const LEFT = 10 * MM;
const WIDTH = 190 * MM;
const RIGHT = LEFT + WIDTH;
const ROW = 24;
const RIGHT_COL = 42 * MM;
const LABEL_SIZE = 6;
const VALUE_SIZE = 8.5;

/** The barcode as FEBRABAN sizes it: 103 mm long (bars and spaces, without the quiet zones), 13 mm tall. */
export const BARCODE_SIZE = { width: 103 * MM, height: 13 * MM, wideToNarrow: 3 };

type Doc = InstanceType<typeof PDFDocument>;
type Cell = { x: number; y: number; w: number; h?: number; label: string; value?: string };
type CellStyle = { bold?: boolean; align?: "left" | "right"; size?: number };

export async function renderBoletoPdf(doc: BoletoDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    info: { Title: `Boleto ${doc.nossoNumero}`, Author: doc.beneficiary.name, Subject: "Boleto bancário" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.lineWidth(0.5).strokeColor("#000").fillColor("#000");

  let y = 10 * MM;
  if (doc.beneficiary.tradeName) {
    pdf
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(fit(pdf, doc.beneficiary.tradeName, WIDTH), LEFT, y, { lineBreak: false });
    y += 20;
  }
  y = drawReceipt(pdf, doc, y);
  y = drawCutLine(pdf, y + 10);
  drawSlip(pdf, doc, y + 14);

  pdf.end();
  return done;
}

// Recibo do pagador: what the payer keeps (with the Pix QR on its right when the boleto is híbrido).
function drawReceipt(pdf: Doc, doc: BoletoDocument, top: number): number {
  const qrSide = doc.pixQrCode ? 36 * MM : 0;
  const width = doc.pixQrCode ? WIDTH - qrSide - 4 * MM : WIDTH;
  let y = drawBankHeader(pdf, doc, top, width, "Recibo do Pagador");
  const main = width - RIGHT_COL;
  const rx = LEFT + main;
  const right = (label: string, value?: string, bold = false) =>
    cell(pdf, { x: rx, y, w: RIGHT_COL, label, value }, { align: "right", bold });
  cell(pdf, { x: LEFT, y, w: main, label: "Beneficiário", value: beneficiaryLine(doc) });
  right("Vencimento", formatDateBR(doc.dueDate), true);
  y += ROW;
  cell(pdf, { x: LEFT, y, w: main, label: "Pagador", value: payerLine(doc) });
  right("Valor do Documento", formatBRL(doc.amount), true);
  y += ROW;
  row(pdf, y, main, [
    [0.34, "Agência / Código do Beneficiário", doc.beneficiary.agencyAccount],
    [0.34, "Nosso Número", doc.nossoNumero],
    [0.32, "Nº do Documento", doc.documentNumber],
  ]);
  right("(=) Valor Cobrado");
  y += ROW;
  pdf
    .font("Helvetica")
    .fontSize(LABEL_SIZE)
    .text("Autenticação mecânica", LEFT + width - 80, y + 3, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  if (doc.pixQrCode) {
    const x = RIGHT - qrSide;
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .text("Pague com Pix", x, top + 4, { width: qrSide, align: "center", lineBreak: false });
    drawQr(pdf, doc.pixQrCode, x, top + 16, qrSide);
    y = Math.max(y, top + 16 + qrSide);
  }
  return y + 12;
}

function drawCutLine(pdf: Doc, y: number): number {
  pdf.save().dash(3, { space: 2 }).moveTo(LEFT, y).lineTo(RIGHT, y).stroke().restore();
  pdf
    .font("Helvetica")
    .fontSize(LABEL_SIZE)
    .text("Corte na linha pontilhada", RIGHT - 120, y + 2, {
      width: 120,
      align: "right",
      lineBreak: false,
    });
  return y + 8;
}

// Ficha de compensação: what the bank's teller or scanner reads.
function drawSlip(pdf: Doc, doc: BoletoDocument, top: number): void {
  let y = drawBankHeader(pdf, doc, top, WIDTH, formatDigitableLine(doc.digitableLine));
  const main = WIDTH - RIGHT_COL;
  const rx = LEFT + main;
  const money = formatBRL(doc.amount);
  const right = (label: string, value?: string, style: CellStyle = {}) =>
    cell(pdf, { x: rx, y, w: RIGHT_COL, label, value }, { align: "right", ...style });

  cell(pdf, {
    x: LEFT,
    y,
    w: main,
    label: "Local de Pagamento",
    value: doc.paymentPlace ?? "Pagável em qualquer banco, lotérica ou app bancário até o vencimento",
  });
  right("Vencimento", formatDateBR(doc.dueDate), { bold: true });
  y += ROW;
  cell(pdf, { x: LEFT, y, w: main, label: "Beneficiário", value: beneficiaryLine(doc) });
  right("Agência / Código do Beneficiário", doc.beneficiary.agencyAccount);
  y += ROW;
  row(pdf, y, main, [
    [0.17, "Data do Documento", formatDateBR(doc.issueDate)],
    [0.27, "Nº do Documento", doc.documentNumber],
    [0.14, "Espécie Doc.", "DM"],
    [0.1, "Aceite", "N"],
    [0.32, "Data Processamento", formatDateBR(doc.issueDate)],
  ]);
  right("Nosso Número", doc.nossoNumero);
  y += ROW;
  row(pdf, y, main, [
    [0.17, "Uso do Banco", ""],
    [0.17, "Carteira", doc.wallet ?? "—"],
    [0.14, "Espécie", "R$"],
    [0.2, "Quantidade", ""],
    [0.32, "Valor", ""],
  ]);
  right("(=) Valor do Documento", money, { bold: true });
  y += ROW;

  // instructions on the left, the amounts the bank fills in at payment on the right
  const rows = [
    "(-) Desconto / Abatimento",
    "(-) Outras Deduções",
    "(+) Mora / Multa",
    "(+) Outros Acréscimos",
    "(=) Valor Cobrado",
  ];
  pdf.rect(LEFT, y, main, ROW * rows.length).stroke();
  label(pdf, "Instruções (texto de responsabilidade do beneficiário)", LEFT, y);
  pdf.font("Helvetica").fontSize(8);
  const lines = doc.instructions.length > 0 ? doc.instructions : ["Não receber após o vencimento."];
  lines.slice(0, 9).forEach((line, i) => {
    pdf.text(fit(pdf, line, main - 8), LEFT + 4, y + 10 + i * 11, { lineBreak: false });
  });
  for (const [i, name] of rows.entries()) cell(pdf, { x: rx, y: y + i * ROW, w: RIGHT_COL, label: name });
  y += ROW * rows.length;

  // pagador: name, document and address; sacador/avalista (none)
  const payerHeight = 44;
  pdf.rect(LEFT, y, WIDTH, payerHeight).stroke();
  label(pdf, "Pagador", LEFT, y);
  pdf
    .font("Helvetica")
    .fontSize(VALUE_SIZE)
    .text(fit(pdf, payerLine(doc), WIDTH - 8), LEFT + 4, y + 10, { lineBreak: false });
  if (doc.payer.address) pdf.text(fit(pdf, doc.payer.address, WIDTH - 8), LEFT + 4, y + 21, { lineBreak: false });
  label(pdf, "Sacador / Avalista", LEFT, y + payerHeight - 10);
  y += payerHeight;

  pdf
    .font("Helvetica")
    .fontSize(LABEL_SIZE)
    .text("Autenticação mecânica – Ficha de Compensação", RIGHT - 160, y + 3, {
      width: 160,
      align: "right",
      lineBreak: false,
    });
  // the bars start at the page margin: 10 mm of quiet zone on the left, nothing drawn beside them
  drawItf(pdf, doc.barcode, LEFT, y + 6 * MM);
}

/** Logo area (the bank's name), the bank code with its check digit, and a title on the right. */
function drawBankHeader(pdf: Doc, doc: BoletoDocument, y: number, width: number, title: string): number {
  const h = 26;
  const nameW = 46 * MM;
  const codeW = 20 * MM;
  pdf
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(fit(pdf, doc.bank.name, nameW - 4), LEFT, y + 9, { lineBreak: false });
  pdf.save().lineWidth(1.5);
  pdf
    .moveTo(LEFT + nameW, y + 4)
    .lineTo(LEFT + nameW, y + h)
    .stroke();
  pdf
    .moveTo(LEFT + nameW + codeW, y + 4)
    .lineTo(LEFT + nameW + codeW, y + h)
    .stroke();
  pdf
    .moveTo(LEFT, y + h)
    .lineTo(LEFT + width, y + h)
    .stroke();
  pdf.restore();
  pdf
    .font("Helvetica-Bold")
    .fontSize(15)
    .text(`${doc.bank.code}-${doc.bank.checkDigit}`, LEFT + nameW, y + 7, {
      width: codeW,
      align: "center",
      lineBreak: false,
    });
  const titleW = width - nameW - codeW - 4;
  pdf
    .fontSize(11)
    .text(fit(pdf, title, titleW), LEFT + nameW + codeW, y + 9, { width: titleW, align: "right", lineBreak: false });
  return y + h;
}

function row(pdf: Doc, y: number, width: number, parts: [number, string, string][]) {
  let x = LEFT;
  for (const [share, name, value] of parts) {
    cell(pdf, { x, y, w: width * share, label: name, value });
    x += width * share;
  }
}

function cell(pdf: Doc, c: Cell, style: CellStyle = {}) {
  const h = c.h ?? ROW;
  pdf.rect(c.x, c.y, c.w, h).stroke();
  label(pdf, c.label, c.x, c.y);
  if (!c.value) return;
  pdf.font(style.bold ? "Helvetica-Bold" : "Helvetica").fontSize(style.size ?? VALUE_SIZE);
  pdf.text(fit(pdf, c.value, c.w - 8), c.x + 4, c.y + 12, {
    width: c.w - 8,
    align: style.align ?? "left",
    lineBreak: false,
  });
}

function label(pdf: Doc, text: string, x: number, y: number) {
  pdf
    .font("Helvetica")
    .fontSize(LABEL_SIZE)
    .text(text, x + 2, y + 2, { lineBreak: false });
}

/** The text as is when it fits the width in the current font, else cut with an ellipsis. */
function fit(pdf: Doc, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && pdf.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function beneficiaryLine(doc: BoletoDocument): string {
  return `${doc.beneficiary.name} – CNPJ/CPF ${formatDocument(doc.beneficiary.document)}`;
}

function payerLine(doc: BoletoDocument): string {
  return `${doc.payer.name} – CPF/CNPJ ${formatDocument(doc.payer.document)}`;
}

/** Interleaved 2 of 5, one filled rectangle per bar, the spaces left blank. */
function drawItf(pdf: Doc, digits: string, x0: number, y: number) {
  const elements = encodeItf(digits, BARCODE_SIZE.wideToNarrow);
  const modules = elements.reduce((sum, e) => sum + e.width, 0);
  const narrow = BARCODE_SIZE.width / modules;
  let x = x0;
  pdf.save().fillColor("#000");
  for (const e of elements) {
    if (e.isBar) pdf.rect(x, y, e.width * narrow, BARCODE_SIZE.height);
    x += e.width * narrow;
  }
  pdf.fill().restore();
}

/** The Pix QR as vector squares (runs of dark modules merged per row). */
function drawQr(pdf: Doc, payload: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const unit = side / (modules.size + 2 * quiet);
  pdf.save().fillColor("#000");
  for (let r = 0; r < modules.size; r++) {
    let c = 0;
    while (c < modules.size) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < modules.size && modules.get(r, c)) c++;
      pdf.rect(x + (start + quiet) * unit, y + (r + quiet) * unit, (c - start) * unit, unit);
    }
  }
  pdf.fill().restore();
}
