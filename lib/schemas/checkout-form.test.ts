import { describe, expect, it } from "vitest";

import {
  checkoutFormSchemaFor,
  emptyCheckoutForm,
  maskCardNumber,
  maskCep,
  maskDocument,
  maskExpiry,
  maskPhone,
  parseExpiry,
} from "./checkout-form";

const settings = {
  requestPhone: false,
  requestAddress: false,
  card: { enabled: true, freeInstallments: 1, maxInstallments: 3, interestPaidByPayer: false, saveCard: false },
};
const now = new Date("2026-06-15T12:00:00Z");
const valid = {
  ...emptyCheckoutForm("pix"),
  name: "Maria da Silva",
  email: "maria@example.com",
  document: "529.982.247-25",
};
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join("."));

describe("checkout form", () => {
  it("masks CPF, CNPJ, phone, CEP, card number and expiry as the payer types", () => {
    expect(["5", "5299", "5299822", "52998224725"].map(maskDocument)).toEqual([
      "5",
      "529.9",
      "529.982.2",
      "529.982.247-25",
    ]);
    expect(maskDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
    expect(maskPhone("1134567890")).toBe("(11) 3456-7890");
    expect(maskCep("01310100")).toBe("01310-100");
    expect(maskCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(maskExpiry("1230")).toBe("12/30");
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
  });

  it("always needs name, e-mail and a CPF/CNPJ with valid check digits", () => {
    const schema = checkoutFormSchemaFor(settings, now);
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, document: "11.222.333/0001-81" }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...valid, document: "529.982.247-24", email: "x", name: "" }))).toEqual(
      expect.arrayContaining(["document", "email", "name"]),
    );
  });

  it("asks phone and address only when the link requests them", () => {
    const schema = checkoutFormSchemaFor({ ...settings, requestPhone: true, requestAddress: true }, now);
    expect(errorsOf(schema.safeParse(valid))).toEqual(
      expect.arrayContaining(["phone", "zipCode", "street", "streetNumber", "neighborhood", "city", "state"]),
    );
    const full = {
      ...valid,
      phone: "(11) 98765-4321",
      zipCode: "01310-100",
      street: "Av. Paulista",
      streetNumber: "1000",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
    };
    expect(schema.safeParse(full).success).toBe(true);
  });

  it("checks the card locally: Luhn, expiry, CVV and the link's installment limit", () => {
    const schema = checkoutFormSchemaFor(settings, now);
    const cardForm = {
      ...valid,
      paymentMethod: "credit_card" as const,
      cardNumber: "4111 1111 1111 1111",
      cardHolder: "MARIA",
      cardExpiry: "12/30",
      cardCvv: "123",
      installments: "3",
    };
    expect(schema.safeParse(cardForm).success).toBe(true);
    expect(
      errorsOf(
        schema.safeParse({
          ...cardForm,
          cardNumber: "4111 1111 1111 1112",
          cardExpiry: "05/26",
          cardCvv: "12",
          installments: "4",
        }),
      ),
    ).toEqual(["cardNumber", "cardExpiry", "cardCvv", "installments"]);
    expect(schema.safeParse({ ...cardForm, cardExpiry: "06/26" }).success).toBe(true);
  });
});
