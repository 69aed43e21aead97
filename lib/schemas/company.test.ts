import { describe, expect, it } from "vitest";
import { z } from "zod";

import { CompanySchema, invoiceDescriptorSchema, updateCompanySchema } from "./company";

const issuePaths = (result: z.ZodSafeParseResult<unknown>) => (result.error?.issues ?? []).map((i) => i.path.join("."));

describe("invoiceDescriptor", () => {
  it("takes 1 to 13 letters without accents, digits and spaces (trimmed)", () => {
    for (const text of ["A", "LOJA DA MARIA", "Mel 2026", "1234567890123"])
      expect(invoiceDescriptorSchema.parse(text)).toBe(text);
    expect(invoiceDescriptorSchema.parse("  COLMEIA ")).toBe("COLMEIA");
  });

  it("refuses 14 characters, accents, punctuation and blank text", () => {
    for (const text of ["LOJA DA MARIA1", "ação!", "ação", "loja!", "loja*mel", "", "   ", "loja\tmel"])
      expect(invoiceDescriptorSchema.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });

  it("is optional and nullable in an update", () => {
    expect(updateCompanySchema.parse({})).toEqual({});
    expect(updateCompanySchema.parse({ invoiceDescriptor: null })).toEqual({ invoiceDescriptor: null });
    expect(issuePaths(updateCompanySchema.safeParse({ invoiceDescriptor: "LOJA DA MARIA1" }))).toEqual([
      "invoiceDescriptor",
    ]);
  });
});

describe("details", () => {
  const details = {
    averageRevenue: 50_000,
    averageTicket: 89.9,
    physicalProducts: true,
    productsDescription: "  Mel e própolis ",
    siteUrl: "https://loja.example/mel",
    phone: "(11) 98765-4321",
    email: "Contato@Loja.Example",
    intentionToSell: false,
    intentionToUseReferral: true,
  };

  it("parses every field: cents, booleans, a trimmed description, phone as digits, e-mail lower-cased", () => {
    expect(updateCompanySchema.parse({ details }).details).toEqual({
      ...details,
      productsDescription: "Mel e própolis",
      phone: "11987654321",
      email: "contato@loja.example",
    });
  });

  it("takes any subset, null to remove a field, or null for the whole object", () => {
    expect(updateCompanySchema.parse({ details: { siteUrl: "http://x.example" } }).details).toEqual({
      siteUrl: "http://x.example",
    });
    expect(updateCompanySchema.parse({ details: { phone: null, averageTicket: null } }).details).toEqual({
      phone: null,
      averageTicket: null,
    });
    expect(updateCompanySchema.parse({ details: null }).details).toBeNull();
  });

  it("refuses each bad field with its path", () => {
    const bad = {
      averageRevenue: -1,
      averageTicket: 10.555,
      physicalProducts: "yes",
      productsDescription: "x".repeat(501),
      siteUrl: "ftp://loja.example",
      phone: "123",
      email: "not-an-email",
      intentionToSell: 1,
      intentionToUseReferral: "true",
    };
    expect(issuePaths(updateCompanySchema.safeParse({ details: bad })).sort()).toEqual(
      Object.keys(bad)
        .map((k) => `details.${k}`)
        .sort(),
    );
    expect(issuePaths(updateCompanySchema.safeParse({ details: { siteUrl: "loja.example" } }))).toEqual([
      "details.siteUrl",
    ]);
    expect(issuePaths(updateCompanySchema.safeParse({ details: { averageTicket: 10_000_001 } }))).toEqual([
      "details.averageTicket",
    ]);
    expect(issuePaths(updateCompanySchema.safeParse({ details: { productsDescription: "  " } }))).toEqual([
      "details.productsDescription",
    ]);
  });
});

describe("CompanySchema", () => {
  it("answers the descriptor and every details field, null when not set", () => {
    const shape = CompanySchema.shape;
    expect(shape.invoiceDescriptor.safeParse(null).success).toBe(true);
    expect(Object.keys(shape.details.shape).sort()).toEqual([
      "averageRevenue",
      "averageTicket",
      "email",
      "intentionToSell",
      "intentionToUseReferral",
      "phone",
      "physicalProducts",
      "productsDescription",
      "siteUrl",
    ]);
  });
});
