import { describe, expect, it } from "vitest";

import { createTransactionSchema } from "./transactions";

const body = (extra: Record<string, unknown>) => ({
  amount: 10000,
  customer: { name: "Fulano de Tal", email: "fulano@example.com", document: { number: "52998224725", type: "cpf" } },
  items: [{ title: "Camiseta", unitPrice: 10000, quantity: 1, tangible: true }],
  metadata: { provider: "t", user_email: "a@b.c", order_id: "1", checkout_url: "https://x", shop_url: "https://y" },
  ...extra,
});

describe("createTransactionSchema", () => {
  it("gives a boleto sent without its object the object's defaults, as `boleto: {}` does", () => {
    const absent = createTransactionSchema.parse(body({ paymentMethod: "boleto" }));
    const empty = createTransactionSchema.parse(body({ paymentMethod: "boleto", boleto: {} }));
    expect(absent.boleto).toEqual({ expiresInDays: 3 });
    expect(absent).toEqual(empty);
  });

  it("keeps a boleto's own terms, and adds no boleto to other methods", () => {
    expect(
      createTransactionSchema.parse(body({ paymentMethod: "boleto", boleto: { expiresInDays: 7 } })).boleto,
    ).toEqual({
      expiresInDays: 7,
    });
    expect(createTransactionSchema.parse(body({ paymentMethod: "pix", pix: {} })).boleto).toBeUndefined();
  });

  it("still wants a Pix's object and a card's", () => {
    const issues = (extra: Record<string, unknown>) =>
      createTransactionSchema.safeParse(body(extra)).error?.issues.map((i) => i.path.join("."));
    expect(issues({ paymentMethod: "pix" })).toEqual(["pix"]);
    expect(issues({ paymentMethod: "credit_card" })).toEqual(["card", "installments"]);
  });
});
