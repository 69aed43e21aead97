import { describe, expect, it } from "vitest";

import {
  createBankAccountSchema,
  recipientBankAccountSchema,
  standaloneAccountType,
  storedAccountType,
} from "./bank-accounts";

const paths = (r: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join(".")).sort();

describe("bank accounts", () => {
  it("map account types between the two spellings", () => {
    expect(storedAccountType("checking")).toBe("conta_corrente");
    expect(storedAccountType("savings")).toBe("conta_poupanca");
    expect(storedAccountType("payment")).toBe("conta_pagamento");
    expect(standaloneAccountType("conta_corrente_conjunta")).toBe("checking");
    expect(standaloneAccountType("conta_poupanca_conjunta")).toBe("savings");
    expect(standaloneAccountType("conta_pagamento")).toBe("payment");
  });

  it("validate bank code, agency, account and digits, and the holder's document", () => {
    const bad = createBankAccountSchema.safeParse({
      bankCode: "1234",
      agency: "123456",
      accountNumber: "1".repeat(14),
      accountDigit: "123",
      accountType: "corrente",
      holderDocument: "52998224724",
    });
    expect(paths(bad)).toEqual([
      "accountDigit",
      "accountNumber",
      "accountType",
      "agency",
      "bankCode",
      "holderDocument",
    ]);
    const ok = recipientBankAccountSchema.parse({
      bankCode: "341",
      agencyNumber: "0001",
      accountNumber: "12345",
      accountDigit: "x",
      type: "conta_corrente",
      documentNumber: "529.982.247-25",
    });
    expect(ok.documentNumber).toBe("52998224725");
    const wrongType = recipientBankAccountSchema.safeParse({
      bankCode: "341",
      agencyNumber: "1",
      accountNumber: "1",
      accountDigit: "1",
      type: "conta_corrente",
      documentNumber: "52998224725",
      documentType: "cnpj",
    });
    expect(paths(wrongType)).toEqual(["documentNumber"]);
  });
});
