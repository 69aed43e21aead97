// Fixed inputs shared by the cobrança tests.

import type { Agreement, RemessaEntry } from "./cobranca";

const beneficiary = { name: "Loja Exemplo Ltda", documentType: "cnpj" as const, document: "12345678000195" };

export const AGREEMENTS: Record<"001" | "341" | "237", Agreement> = {
  "001": {
    bank: "001",
    agency: "1234",
    agencyDigit: "3",
    account: "56789",
    accountDigit: "X",
    convenio: "1234567",
    wallet: "17",
    walletVariation: "019",
    beneficiary,
  },
  "341": { bank: "341", agency: "0057", account: "12345", accountDigit: "7", wallet: "109", beneficiary },
  "237": {
    bank: "237",
    agency: "1234",
    agencyDigit: "0",
    account: "1234",
    accountDigit: "P",
    convenio: "4567890",
    wallet: "09",
    beneficiary,
  },
};

// 2026-06-01 12:04:05 in São Paulo
export const CREATED_AT = new Date("2026-06-01T15:04:05Z");

export const ENTRY: RemessaEntry = {
  movement: "register",
  nossoNumero: "42",
  documentNumber: "1001",
  issueDate: "2026-06-01",
  dueDate: "2026-06-30",
  amount: 123456,
  payer: {
    name: "José da Conceição Ávila",
    documentType: "cpf",
    document: "123.456.789-09",
    address: {
      street: "Rua das Flores",
      number: "10",
      neighborhood: "Centro",
      zipCode: "01310-100",
      city: "São Paulo",
      state: "SP",
    },
  },
  interest: { kind: "monthly_percentage", hundredths: 200 },
  fine: { kind: "percentage", hundredths: 200 },
  discount: { kind: "amount", amount: 1000 },
  discountUntil: "2026-06-20",
};
