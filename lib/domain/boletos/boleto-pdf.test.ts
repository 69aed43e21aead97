import { describe, expect, it } from "vitest";

import { buildBoleto, formatDigitableLine } from "@/lib/formats/boleto";
import { decodeItf, type ItfElement } from "@/lib/formats/itf25";
import { formatBRL } from "@/lib/formats/money";
import { type FilledRect, readPdf } from "@/lib/test/read-pdf";

import { type BoletoDocument, renderBoletoPdf } from "./boleto-pdf";

const MM = 72 / 25.4;

// research example (cnab240.md §3.5): Banco do Brasil, convênio 1234567, sequence 42, due 30/06/2026
const { barcode, digitableLine } = buildBoleto({
  bankCode: "001",
  amountCents: 123456,
  dueDate: "2026-06-30",
  freeField: "0000001234567000000004217",
});

const document: BoletoDocument = {
  bank: { code: "001", name: "Banco do Brasil", checkDigit: "9" },
  digitableLine,
  barcode,
  beneficiary: {
    name: "Colmeia Comércio de Mel Ltda",
    document: "11222333000181",
    agencyAccount: "1234-5 / 12345-6",
    tradeName: "Empório Colmeia",
  },
  payer: { name: "João Araújo", document: "52998224725", address: "Rua das Acácias, 10 – São Paulo/SP – 01001-000" },
  nossoNumero: "12345670000000042",
  documentNumber: "PED-42",
  issueDate: "2026-06-20",
  dueDate: "2026-06-30",
  amount: 123456,
  wallet: "17",
  instructions: [
    "Após 30/06/2026, multa de 2,00%.",
    "Juros de mora de 1,00% ao mês.",
    "Até 25/06/2026, desconto de R$ 10,00.",
  ],
};

/** The tall filled rectangles (at least 10 mm high) are the barcode's bars: QR modules and rules are not. */
function barsOf(rects: FilledRect[]): FilledRect[] {
  return rects.filter((r) => r.height >= 10 * MM).sort((a, b) => a.x - b.x);
}

/** Bars and the spaces between them, each classified narrow (1) or wide (3) against the narrowest bar. */
function elementsOf(bars: FilledRect[]): ItfElement[] {
  const narrow = Math.min(...bars.map((b) => b.width));
  const unit = (w: number) => (w > 2 * narrow ? 3 : 1);
  const out: ItfElement[] = [];
  bars.forEach((bar, i) => {
    if (i > 0) out.push({ isBar: false, width: unit(bar.x - (bars[i - 1].x + bars[i - 1].width)) });
    out.push({ isBar: true, width: unit(bar.width) });
  });
  return out;
}

describe("renderBoletoPdf", () => {
  it("writes one A4 page whose text a viewer can select: line, beneficiary, payer, amount, due date, instructions", async () => {
    const pdf = await readPdf(await renderBoletoPdf(document));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pageSize.width).toBeCloseTo(595.28, 1);
    expect(pdf.pageSize.height).toBeCloseTo(841.89, 1);
    const text = pdf.texts.join("\n");
    expect(pdf.texts).toContain("00190.00009 01234.567004 00000.042176 1 14930000123456");
    expect(pdf.texts).toContain(formatDigitableLine(digitableLine));
    expect(text).toContain("Colmeia Comércio de Mel Ltda – CNPJ/CPF 11.222.333/0001-81");
    expect(text).toContain("João Araújo – CPF/CNPJ 529.982.247-25");
    expect(text).toContain("Rua das Acácias, 10 – São Paulo/SP – 01001-000");
    // formatBRL's no-break space is read back as a plain space
    expect(pdf.texts.filter((t) => t === formatBRL(123456).replace(/\s/g, " "))).toHaveLength(2); // receipt and slip
    expect(pdf.texts).toContain("R$ 1.234,56");
    expect(pdf.texts.filter((t) => t === "30/06/2026")).toHaveLength(2);
    expect(pdf.texts).toContain("Empório Colmeia");
    expect(pdf.texts.filter((t) => t === "001-9")).toHaveLength(2);
    for (const label of ["Instruções (texto de responsabilidade do beneficiário)", "Pagador", "Beneficiário"])
      expect(pdf.texts).toContain(label);
    for (const [label, value] of [
      ["Nosso Número", "12345670000000042"],
      ["Espécie Doc.", "DM"],
      ["Aceite", "N"],
      ["Carteira", "17"],
      ["Espécie", "R$"],
      ["Agência / Código do Beneficiário", "1234-5 / 12345-6"],
      ["Nº do Documento", "PED-42"],
      ["Data do Documento", "20/06/2026"],
    ])
      expect(pdf.texts.slice(pdf.texts.indexOf(label) + 1)).toContain(value);
    for (const line of document.instructions) expect(pdf.texts).toContain(line);
    for (const name of ["(-) Desconto / Abatimento", "(+) Mora / Multa", "(=) Valor Cobrado", "Local de Pagamento"])
      expect(pdf.texts).toContain(name);
    expect(text).not.toContain("Pague com Pix");
  });

  it("draws the barcode as ITF bars that decode to the boleto's 44 digits", async () => {
    const pdf = await readPdf(await renderBoletoPdf(document));
    const bars = barsOf(pdf.rects);
    expect(bars).toHaveLength(2 + 22 * 5 + 2); // start, 22 digit pairs, stop
    expect(decodeItf(elementsOf(bars))).toBe(barcode);
  });

  it("sizes the barcode 103 × 13 mm, 1:3, with a quiet zone on its left", async () => {
    const pdf = await readPdf(await renderBoletoPdf(document));
    const bars = barsOf(pdf.rects);
    const first = bars[0];
    const last = bars[bars.length - 1];
    const length = last.x + last.width - first.x;
    expect(Math.abs(length / MM - 103)).toBeLessThanOrEqual(1);
    for (const bar of bars) expect(Math.abs(bar.height / MM - 13)).toBeLessThanOrEqual(0.1);
    const widths = bars.map((b) => b.width);
    expect(Math.max(...widths) / Math.min(...widths)).toBeCloseTo(3, 2);
    // nothing filled within 5 mm to the left of the first bar, at its height
    const beside = pdf.rects.filter(
      (r) =>
        r.x + r.width > first.x - 5 * MM && r.x < first.x && r.y < first.y + first.height && r.y + r.height > first.y,
    );
    expect(beside).toEqual([]);
    expect(first.x).toBeGreaterThanOrEqual(5 * MM);
  });

  it("prints the Pix QR of a boleto híbrido with “Pague com Pix”, and keeps the same barcode", async () => {
    const pixQrCode =
      "00020101021226830014br.gov.bcb.pix2561pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5913COLMEIA LTDA6009SAO PAULO62070503***6304ABCD";
    const pdf = await readPdf(await renderBoletoPdf({ ...document, pixQrCode }));
    expect(pdf.texts).toContain("Pague com Pix");
    // QR modules: small squares, many of them, above the barcode
    const small = pdf.rects.filter((r) => r.height < 3 * MM);
    expect(small.length).toBeGreaterThan(100);
    expect(decodeItf(elementsOf(barsOf(pdf.rects)))).toBe(barcode);
  });

  it("cuts a name too long for its box with an ellipsis instead of running over the next box", async () => {
    const long = "Cooperativa dos Apicultores Reunidos do Vale do Ribeira e do Litoral Sul Paulista Ltda";
    const pdf = await readPdf(
      await renderBoletoPdf({ ...document, beneficiary: { ...document.beneficiary, name: long } }),
    );
    const shown = pdf.texts.filter((t) => t.startsWith("Cooperativa dos Apicultores"));
    expect(shown.length).toBeGreaterThan(0);
    for (const t of shown) expect(t.endsWith("…")).toBe(true);
  });
});
