import { describe, expect, it } from "vitest";

import { csvAmount, csvField } from "@/lib/formats/csv";

import { CSV_HEADER, csvHeader, csvRow } from "./transactions-csv";

const row = {
  id: 42,
  createdAt: new Date("2026-03-15T12:05:00Z"),
  status: "paid",
  paymentMethod: "credit_card",
  installments: 3,
  amount: 123456,
  refundedAmount: 0,
  feeEstimated: 5000,
  netAmount: 118456,
  customerName: 'Maria; "Mãe"',
  customerEmail: "maria@example.com",
  customerDocument: "52998224725",
  customerPhone: null,
  deliveryStatus: "in_transit",
  trackingCode: '=HYPERLINK("x")',
  paidAt: new Date("2026-03-15T12:05:01Z"),
  externalRef: null,
};

describe("transactions CSV", () => {
  it("writes amounts with a decimal comma and no grouping", () => {
    expect(csvAmount(123456)).toBe("1234,56");
    expect(csvAmount(5)).toBe("0,05");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvAmount(-250)).toBe("-2,50");
  });

  it("quotes separators and quotes, flattens line breaks and defuses formulas in payer text", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField("linha 1\nlinha 2")).toBe("linha 1 linha 2");
    expect(csvField("=1+1", true)).toBe("'=1+1");
    expect(csvField("-5", false)).toBe("-5");
    expect(csvField(null)).toBe("");
  });

  it("starts with a BOM and the pt-BR header, one CRLF line per transaction in São Paulo time", () => {
    expect(csvHeader()).toBe(`\uFEFF${CSV_HEADER.join(";")}\r\n`);
    const line = csvRow(row);
    expect(line.endsWith("\r\n")).toBe(true);
    expect(line.trimEnd().split(";").length).toBe(CSV_HEADER.length + 1); // the name holds a quoted ";"
    expect(line).toBe(
      '42;15/03/2026 09:05;Pago;Cartão de crédito;3;1234,56;0,00;50,00;1184,56;"Maria; ""Mãe""";maria@example.com;52998224725;;Em trânsito;"\'=HYPERLINK(""x"")";15/03/2026 09:05;\r\n',
    );
  });
});
