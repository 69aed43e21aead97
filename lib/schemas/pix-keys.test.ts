import { describe, expect, it } from "vitest";

import { createPixKeySchema, parsePixKey, pixKeySchema } from "./pix-keys";

describe("Pix keys", () => {
  it("reads the type from the shape and keeps the normal form", () => {
    expect(parsePixKey("529.982.247-25")).toEqual({ type: "cpf", key: "52998224725" });
    expect(parsePixKey("11.222.333/0001-81")).toEqual({ type: "cnpj", key: "11222333000181" });
    expect(parsePixKey(" Maria@Example.com ")).toEqual({ type: "email", key: "maria@example.com" });
    expect(parsePixKey("+5511987654321")).toEqual({ type: "phone", key: "+5511987654321" });
    expect(parsePixKey("+551133334444")).toEqual({ type: "phone", key: "+551133334444" });
    expect(parsePixKey("123E4567-E89B-12D3-A456-426614174000")).toEqual({
      type: "evp",
      key: "123e4567-e89b-12d3-a456-426614174000",
    });
  });

  it("refuses what is not a key of any type, saying which rule failed", () => {
    expect(parsePixKey("52998224724")).toEqual({ error: expect.stringMatching(/CPF.*check digits/) });
    expect(parsePixKey("11222333000180")).toEqual({ error: expect.stringMatching(/CNPJ.*check digits/) });
    expect(parsePixKey("+14155550123")).toEqual({ error: expect.stringMatching(/\+55/) });
    expect(parsePixKey("+55119876543")).toEqual({ error: expect.stringMatching(/phone/) });
    expect(parsePixKey("maria@")).toEqual({ error: expect.stringMatching(/e-mail/) });
    expect(parsePixKey("11987654321")).toEqual({ error: expect.stringMatching(/CPF/) });
    expect(parsePixKey("chave qualquer")).toEqual({ error: expect.stringMatching(/not a Pix key/) });
    expect(parsePixKey("maria@example.com", "cpf")).toEqual({ error: "is a Pix key of type email, not cpf" });
  });

  it("validates and normalises as API fields", () => {
    expect(pixKeySchema.parse("529.982.247-25")).toBe("52998224725");
    expect(pixKeySchema.safeParse("12345").success).toBe(false);
    expect(createPixKeySchema.parse({ key: "MARIA@EXAMPLE.COM", type: "email" })).toEqual({
      key: "maria@example.com",
      type: "email",
    });
    const wrongType = createPixKeySchema.safeParse({ key: "maria@example.com", type: "phone" });
    expect(wrongType.success ? [] : wrongType.error.issues.map((i) => i.path.join("."))).toEqual(["type"]);
  });
});
