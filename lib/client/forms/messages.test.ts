import { describe, expect, it } from "vitest";

import { createPaymentLinkSchema } from "@/lib/schemas/payment-links";
import { createRecipientSchema } from "@/lib/schemas/recipients";

import { translateMessage } from "./messages";

describe("translateMessage", () => {
  it("translates the API's own schema messages", () => {
    const result = createRecipientSchema.safeParse({
      legalName: "x".repeat(51),
      email: "nope",
      document: { number: "52998224724" },
      transferSettings: {},
      bankAccount: {
        bankCode: "34",
        agencyNumber: "123456",
        accountNumber: "",
        accountDigit: "123",
        type: "conta_corrente",
      },
    });
    const shown = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), translateMessage(i.message)]));
    expect(shown).toMatchObject({
      legalName: "Use no máximo 50 caracteres.",
      email: "Informe um e-mail válido.",
      "document.number": "CPF inválido: confira os dígitos.",
      "bankAccount.bankCode": "Informe o código do banco com 3 dígitos (ex.: 341).",
      "bankAccount.agencyNumber": "Use de 1 a 5 dígitos, sem o dígito verificador.",
      "bankAccount.accountDigit": "Use 1 ou 2 dígitos ou letras.",
    });
  });

  it("translates money and cross-field rules, and leaves unknown messages alone", () => {
    const result = createPaymentLinkSchema.safeParse({
      title: "",
      amount: Number.NaN,
      settings: { card: { enabled: false }, pix: { enabled: false }, boleto: { enabled: false } },
    });
    const shown = result.error!.issues.map((i) => translateMessage(i.message));
    expect(shown).toContain("Campo obrigatório.");
    expect(shown).toContain("Informe um valor em reais, por exemplo 150,00.");
    expect(translateMessage("something new")).toBe("something new");
  });
});
