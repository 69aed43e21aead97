import { randomBytes } from "node:crypto";

import { prisma } from "@/lib/platform/db";
import type { CreateTransactionInput } from "@/lib/schemas/transactions";
import { createDemoCompany } from "@/prisma/seed-demo";

// Test data for data-function tests: every test makes its own company.
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));

export function randomCnpj(): string {
  const d = [...digits(8), 0, 0, 0, 1];
  for (const w of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const r = w.reduce((a, x, i) => a + x * d[i], 0) % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join("");
}

export async function makeCompany() {
  const id = randomBytes(4).toString("hex");
  return createDemoCompany(prisma, {
    legalName: `Teste ${id}`,
    tradeName: `Teste ${id}`,
    documentNumber: randomCnpj(),
    userEmail: `t-${id}@example.com`,
    userPassword: "senha-forte-1",
  });
}

export function txInput(
  method: CreateTransactionInput["paymentMethod"],
  overrides: Partial<CreateTransactionInput> = {},
): CreateTransactionInput {
  return {
    amount: 10000,
    paymentMethod: method,
    traceable: false,
    customer: {
      name: "Fulano de Tal",
      email: `fulano-${randomBytes(3).toString("hex")}@example.com`,
      document: { number: "52998224725", type: "cpf" },
    },
    items: [{ title: "Camiseta", unitPrice: 10000, quantity: 1, tangible: true }],
    metadata: {
      provider: "test",
      user_email: "a@b.c",
      order_id: "1",
      checkout_url: "https://x",
      shop_url: "https://y",
    },
    ...(method === "credit_card" && {
      installments: 1,
      card: { number: "4111111111111111", holderName: "FULANO", expirationMonth: 12, expirationYear: 2030, cvv: "123" },
    }),
    ...(method === "pix" && { pix: { expiresInSeconds: 3600 } }),
    ...(method === "boleto" && { boleto: { expiresInDays: 3 } }),
    ...overrides,
  };
}
