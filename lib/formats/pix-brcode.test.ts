import { describe, expect, it } from "vitest";

import { buildPixBrCode, crc16ccitt, isValidBrCode, parseBrCode } from "./pix-brcode";

// Static BR Code example published in the BCB "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

const base = {
  key: "123e4567-e12b-12d1-a456-426655440000",
  merchantName: "Fulano de Tal",
  merchantCity: "BRASILIA",
  amountCents: 1050,
  txid: "abc123",
};

describe("crc16ccitt", () => {
  it("matches the CRC-16/CCITT-FALSE check value for '123456789'", () => {
    expect(crc16ccitt("123456789")).toBe("29B1");
  });

  it("matches other reference values (init only, single byte)", () => {
    expect(crc16ccitt("")).toBe("FFFF");
    expect(crc16ccitt("A")).toBe("B915");
  });

  it("reproduces the CRC of the BCB manual example", () => {
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
  });
});

describe("buildPixBrCode", () => {
  it("builds the exact expected payload (CRC cross-checked with Python's binascii.crc_hqx)", () => {
    expect(buildPixBrCode(base)).toBe(
      "00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
        "520400005303986540510.505802BR5913Fulano de Tal6008BRASILIA62100506abc1236304B93B",
    );
  });

  it("produces a code its own validator and parser accept", () => {
    const code = buildPixBrCode(base);
    expect(isValidBrCode(code)).toBe(true);
    const fields = parseBrCode(code);
    expect(fields["00"]).toBe("01");
    expect(fields["01"]).toBe("12");
    expect(fields["26"]).toBe("0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000");
    expect(fields["52"]).toBe("0000");
    expect(fields["53"]).toBe("986");
    expect(fields["54"]).toBe("10.50");
    expect(fields["58"]).toBe("BR");
    expect(fields["62"]).toBe("0506abc123");
  });

  it("formats amounts with two decimals without float drift", () => {
    expect(parseBrCode(buildPixBrCode({ ...base, amountCents: 1 }))["54"]).toBe("0.01");
    expect(parseBrCode(buildPixBrCode({ ...base, amountCents: 100000 }))["54"]).toBe("1000.00");
    expect(parseBrCode(buildPixBrCode({ ...base, amountCents: 29 }))["54"]).toBe("0.29");
  });

  it("rejects non-positive or fractional amounts", () => {
    expect(() => buildPixBrCode({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, amountCents: 10.5 })).toThrow(RangeError);
  });

  it("strips accents and truncates merchant name (25) and city (15)", () => {
    const fields = parseBrCode(
      buildPixBrCode({
        ...base,
        merchantName: "Padaria São João & Confeitaria Ltda",
        merchantCity: "São José dos Campos",
      }),
    );
    expect(fields["59"]).toBe("Padaria Sao Joao & Confei");
    expect(fields["60"]).toBe("Sao Jose dos Ca");
  });

  it("keeps the txid alphanumeric and at most 25 chars, defaulting to ***", () => {
    expect(parseBrCode(buildPixBrCode({ ...base, txid: "tx_0123-4567-89ab-cdef-0123-4567" }))["62"]).toBe(
      "0525tx0123456789abcdef0123456",
    );
    expect(parseBrCode(buildPixBrCode({ ...base, txid: "" }))["62"]).toBe("0503***");
  });
});

describe("parseBrCode", () => {
  it("parses the BCB example into its top-level fields", () => {
    expect(parseBrCode(BCB_EXAMPLE)).toEqual({
      "00": "01",
      "26": "0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000",
      "52": "0000",
      "53": "986",
      "58": "BR",
      "59": "Fulano de Tal",
      "60": "BRASILIA",
      "62": "0503***",
      "63": "1D3D",
    });
  });

  it("throws on truncated input", () => {
    expect(() => parseBrCode("000201260")).toThrow();
    expect(() => parseBrCode("0002015910abc")).toThrow();
  });
});

describe("isValidBrCode", () => {
  it("accepts the BCB manual example", () => {
    expect(isValidBrCode(BCB_EXAMPLE)).toBe(true);
  });

  it("rejects a wrong CRC or any altered character", () => {
    expect(isValidBrCode(BCB_EXAMPLE.replace(/1D3D$/, "1D3E"))).toBe(false);
    expect(isValidBrCode(BCB_EXAMPLE.replace("Fulano", "Fulana"))).toBe(false);
    expect(isValidBrCode(BCB_EXAMPLE.replace("BRASILIA", "BRASILIO"))).toBe(false);
  });

  it("rejects a missing format indicator or Pix GUI even with a correct CRC", () => {
    const resign = (payload: string) => payload + crc16ccitt(payload);
    const body = BCB_EXAMPLE.slice(0, -4);
    expect(isValidBrCode(resign(body.replace("000201", "000202")))).toBe(false);
    expect(isValidBrCode(resign(body.replace("br.gov.bcb.pix", "br.gov.bcb.xyz")))).toBe(false);
    expect(isValidBrCode(resign(body))).toBe(true);
  });

  it("rejects garbage without throwing", () => {
    expect(isValidBrCode("")).toBe(false);
    expect(isValidBrCode("000201zz")).toBe(false);
    expect(isValidBrCode("hello world")).toBe(false);
  });
});
