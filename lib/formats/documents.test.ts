import { describe, expect, it } from "vitest";

import {
  cpfOrCnpjSchema,
  documentType,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDocument,
  formatPhoneBR,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  onlyDigits,
} from "./documents";

describe("isValidCpf", () => {
  it("accepts well-known valid CPFs, masked or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
    expect(isValidCpf("123.456.789-09")).toBe(true);
  });

  it("rejects wrong check digits, repeated digits and bad lengths", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-15")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("000.000.000-00")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("11222333000181")).toBe(false);
    expect(isValidCpf("529x982247-25")).toBe(false);
    expect(isValidCpf("")).toBe(false);
  });
});

describe("isValidCnpj", () => {
  it("accepts well-known valid CNPJs (incl. Banco do Brasil and Petrobras)", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11444777000161")).toBe(true);
    expect(isValidCnpj("00.000.000/0001-91")).toBe(true);
    expect(isValidCnpj("33.000.167/0001-01")).toBe(true);
  });

  it("rejects wrong check digits, repeated digits and bad lengths", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-71")).toBe(false);
    expect(isValidCnpj("11.111.111/1111-11")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("52998224725")).toBe(false);
  });
});

describe("documentType and formatting", () => {
  it("classifies by digit count", () => {
    expect(documentType("529.982.247-25")).toBe("cpf");
    expect(documentType("11222333000181")).toBe("cnpj");
    expect(documentType("123")).toBeNull();
  });

  it("masks CPF, CNPJ and documents", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12345")).toBe("12345");
    expect(formatCpf("123")).toBe("123");
  });

  it("strips non-digits", () => {
    expect(onlyDigits("11.222.333/0001-81")).toBe("11222333000181");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("CEP", () => {
  it("validates and masks 8-digit CEPs", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("01310100")).toBe(true);
    expect(isValidCep("01.310-100")).toBe(true);
    expect(isValidCep("0131-0100")).toBe(false);
    expect(isValidCep("1310100")).toBe(false);
    expect(isValidCep("01310-10a")).toBe(false);
    expect(formatCep("01310100")).toBe("01310-100");
    expect(formatCep("123")).toBe("123");
  });
});

describe("formatPhoneBR", () => {
  it("masks mobiles and landlines, dropping +55", () => {
    expect(formatPhoneBR("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhoneBR("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(formatPhoneBR("1134567890")).toBe("(11) 3456-7890");
    expect(formatPhoneBR("551134567890")).toBe("(11) 3456-7890");
    expect(formatPhoneBR("123")).toBe("123");
  });
});

describe("cpfOrCnpjSchema", () => {
  it("normalises to digits and accepts valid CPF or CNPJ", () => {
    expect(cpfOrCnpjSchema.parse("529.982.247-25")).toBe("52998224725");
    expect(cpfOrCnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
  });

  it("rejects invalid check digits with an English message", () => {
    const result = cpfOrCnpjSchema.safeParse("529.982.247-24");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("invalid CPF/CNPJ check digits");
    expect(cpfOrCnpjSchema.safeParse("11111111111").success).toBe(false);
    expect(cpfOrCnpjSchema.safeParse(12345678909).success).toBe(false);
  });
});
