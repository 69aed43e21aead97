// Fixed inputs shared by the pagamentos tests.

import type { CnabBank, PayingAccount, PaymentOrder } from "./pagamentos";

const company = { name: "Colmeia Pagamentos Ltda", documentType: "cnpj" as const, document: "12345678000195" };

export const ACCOUNTS: Record<CnabBank, PayingAccount> = {
  "001": {
    bank: "001",
    agency: "1234",
    agencyDigit: "3",
    account: "56789",
    accountDigit: "X",
    convenio: "123456",
    company,
  },
  "341": { bank: "341", agency: "0057", account: "12345", accountDigit: "7", company },
  "237": {
    bank: "237",
    agency: "1234",
    agencyDigit: "0",
    account: "1234",
    accountDigit: "P",
    convenio: "4567890",
    company,
  },
};

// 2026-06-01 12:04:05 in São Paulo
export const CREATED_AT = new Date("2026-06-01T15:04:05Z");

const joao = { name: "João da Conceição", documentType: "cpf" as const, document: "123.456.789-09" };

const account = (bank: string, extra: Partial<Extract<PaymentOrder["destination"], { kind: "account" }>> = {}) => ({
  kind: "account" as const,
  bank,
  agency: "4321",
  agencyDigit: "5",
  account: "98765",
  accountDigit: "6",
  accountType: "checking" as const,
  ...extra,
});

/** The orders of each case, for a paying account at `bank`. */
export function ordersFor(bank: CnabBank) {
  const other = "033";
  const base = { paymentDate: "2026-06-02", payee: joao };
  return {
    credit: { ...base, ourNumber: "tr_101", amount: 10000, destination: account(bank) },
    savings: {
      ...base,
      ourNumber: "tr_102",
      amount: 20000,
      destination: account(bank, { accountType: "savings", accountDigit: "1" }),
    },
    tedOther: { ...base, ourNumber: "tr_103", amount: 150000, destination: account(other, { accountDigit: "12" }) },
    tedSame: {
      ...base,
      ourNumber: "tr_104",
      amount: 40000,
      payee: company,
      destination: account(other, { ispb: "90400888" }),
    },
    pixKey: {
      ...base,
      ourNumber: "tr_105",
      amount: 5000,
      destination: { kind: "pix_key" as const, keyType: "email" as const, key: "Joao.Silva@Example.com" },
    },
    pixCpfKey: {
      ...base,
      ourNumber: "tr_106",
      amount: 6000,
      destination: { kind: "pix_key" as const, keyType: "cpf_cnpj" as const, key: "123.456.789-09" },
    },
    pixAccount: {
      ...base,
      ourNumber: "tr_107",
      amount: 7000,
      destination: account("260", { ispb: "18236120", rail: "pix", accountType: "savings", agencyDigit: undefined }),
    },
  } satisfies Record<string, PaymentOrder>;
}
