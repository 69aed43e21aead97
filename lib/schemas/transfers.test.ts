import { describe, expect, it } from "vitest";

import { createTransferSchema } from "./transfers";

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."));
const account = {
  bankCode: "341",
  agencyNumber: "0001",
  accountNumber: "12345",
  accountDigit: "6",
  type: "conta_corrente",
  legalName: "Maria",
  documentNumber: "52998224725",
  documentType: "cpf",
};

describe("createTransferSchema", () => {
  it("requires recipientId and amount", () => {
    expect(paths(createTransferSchema.safeParse({}))).toEqual(["recipientId", "amount"]);
    expect(paths(createTransferSchema.safeParse({ amount: 100 }))).toEqual(["recipientId"]);
    expect(createTransferSchema.parse({ recipientId: 3, amount: 100 })).toMatchObject({ recipientId: 3, amount: 100 });
  });

  it("takes one destination at most: an inline bankAccount, a bankAccountId or a pixKey", () => {
    expect(createTransferSchema.parse({ recipientId: 3, amount: 100, bankAccount: account }).bankAccount).toMatchObject(
      { bankCode: "341", agencyNumber: "0001" },
    );
    expect(
      paths(createTransferSchema.safeParse({ recipientId: 3, amount: 100, bankAccount: account, pixKey: "a@b.co" })),
    ).toEqual(["pixKey"]);
    expect(
      paths(
        createTransferSchema.safeParse({
          recipientId: 3,
          amount: 100,
          bankAccount: account,
          bankAccountId: 1,
          pixKey: "a@b.co",
        }),
      ),
    ).toEqual(["bankAccountId", "pixKey"]);
    expect(
      paths(
        createTransferSchema.safeParse({
          recipientId: 3,
          amount: 100,
          bankAccount: { ...account, documentNumber: "11111111111" },
        }),
      ),
    ).toEqual(["bankAccount.documentNumber"]);
  });

  it("refuses any other field that names a destination, and ignores the rest", () => {
    for (const field of [
      "destination",
      "pix",
      "pixKeys",
      "bankAccountNumber",
      "accountId",
      "beneficiary",
      "agency",
      "transferTo" + "Account",
    ])
      expect(paths(createTransferSchema.safeParse({ recipientId: 3, amount: 100, [field]: "x" })), field).toEqual([
        field,
      ]);
    expect(createTransferSchema.safeParse({ recipientId: 3, amount: 100, note: "x", source: "app" }).success).toBe(
      true,
    );
  });

  it("keeps externalRef and flat metadata", () => {
    expect(
      createTransferSchema.parse({
        recipientId: 3,
        amount: 100,
        externalRef: " r-1 ",
        metadata: { a: "1", b: 2, c: true, d: null },
      }),
    ).toMatchObject({ externalRef: "r-1", metadata: { a: "1", b: 2, c: true, d: null } });
    expect(
      paths(createTransferSchema.safeParse({ recipientId: 3, amount: 100, metadata: { nested: { a: 1 } } })),
    ).toEqual(["metadata.nested"]);
  });
});
