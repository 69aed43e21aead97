import { describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { DEFAULT_PRICING } from "@/lib/domain/pricing/fees";
import { createRecipient } from "@/lib/domain/recipients/create-recipient";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { prisma } from "@/lib/platform/db";
import { createRecipientSchema } from "@/lib/schemas/recipients";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransfer } from "./create-transfer";
import { failTransfer } from "./fail-transfer";
import { settleTransfer } from "./settle-transfer";

// A company with a paid 10000 Pix: its own recipient holds 10000 − fee, available at once.
async function funded() {
  const made = await makeCompany();
  const t = await createTransaction({ companyId: made.company.id, input: txInput("pix") });
  await payTransaction({ companyId: made.company.id, transactionId: t.id });
  return { ...made, companyId: made.company.id, available: 10000 - t.fee.estimatedFee, transactionId: t.id };
}

// The company's pricing with a flat fee per transfer
async function priceTransfers(companyId: number, bankAccount: number, pix: number) {
  await prisma.company.update({
    where: { id: companyId },
    data: {
      pricing: {
        ...DEFAULT_PRICING,
        transfer: { bank_account: { fixedAmount: bankAccount }, pix: { fixedAmount: pix } },
      },
    },
  });
}

// The account the demo company's own recipient was created with (prisma/seed-demo.ts), in the
// official clients' inline spelling
const storedAccount = {
  bankCode: "341",
  agencyNumber: "0001",
  accountNumber: "123456",
  accountDigit: "7",
  type: "conta_corrente" as const,
};

describe("transfers (real database)", () => {
  it("a transfer the release before made during a rolling upgrade (counted transferred at once) settles and fails without moving it twice", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    // what the release before the in_transit bucket wrote: the amount straight into `transferred`
    const legacy = async (amount: number) => {
      const t = await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount } });
      await prisma.ledgerEntry.updateMany({
        where: { transferId: t.id, bucket: "in_transit" },
        data: { bucket: "transferred" },
      });
      return t;
    };
    const paid = await legacy(2000);
    const rejected = await legacy(500);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
    await settleTransfer({ companyId, transferId: paid.id });
    await failTransfer({ companyId, transferId: rejected.id, reason: "conta_encerrada" });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: available - 2000,
      inTransit: 0,
      transferred: 2000,
    });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });

  it("moves available into transit; success makes it transferred, failed brings it back", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    const a = await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 2000 } });
    expect(a).toMatchObject({
      status: "processing",
      recipientId: ownRecipientId,
      amount: 2000,
      fee: 0,
      type: "bank_account",
      failReason: null,
    });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: available - 2000,
      inTransit: 2000,
      transferred: 0,
    });
    expect(await settleTransfer({ companyId, transferId: a.id })).toMatchObject({
      status: "success",
      transferredAt: expect.any(String),
    });
    const b = await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 500 } });
    expect(await failTransfer({ companyId, transferId: b.id, reason: "conta_encerrada" })).toMatchObject({
      status: "failed",
      failReason: "conta_encerrada",
    });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: available - 2000,
      inTransit: 0,
      transferred: 2000,
    });
    await expect(failTransfer({ companyId, transferId: a.id })).rejects.toMatchObject({ code: "invalid_state" });
    await expect(settleTransfer({ companyId, transferId: b.id })).rejects.toMatchObject({ code: "invalid_state" });
    const events = await prisma.event.findMany({
      where: { companyId, objectType: "transfer" },
      orderBy: { id: "asc" },
      select: { type: true },
    });
    expect(events.map((e) => e.type)).toEqual([
      "transfer.processing",
      "transfer.success",
      "transfer.processing",
      "transfer.failed",
    ]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("refuses more than available and disabled recipients, writing nothing", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: available + 1 } }),
    ).rejects.toMatchObject({ code: "insufficient_balance", details: { available, requested: available + 1 } });
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { transferEnabled: false } });
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 1 } }),
    ).rejects.toMatchObject({ code: "invalid_state" });
    expect(await prisma.transfer.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available, inTransit: 0, transferred: 0 });
  });

  it("an inline bankAccount is the recipient's matching stored account, not another one", async () => {
    const { companyId, ownRecipientId } = await funded();
    const stored = await prisma.bankAccount.findFirstOrThrow({ where: { recipientId: ownRecipientId } });
    // a later account is the recipient's latest, the default destination: the inline one must win
    const later = await prisma.bankAccount.create({
      data: { ...stored, id: undefined, createdAt: undefined, accountNumber: "999999", accountDigit: "1" },
    });
    const t = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 1000, bankAccount: { ...storedAccount, accountDigit: "7" } },
    });
    expect(t).toMatchObject({
      bankAccountId: stored.id,
      type: "bank_account",
      bankAccount: { id: stored.id, accountNumber: "123456", accountDigit: "7" },
    });
    expect(t.bankAccountId).not.toBe(later.id);
    expect(await prisma.bankAccount.count({ where: { recipientId: ownRecipientId } })).toBe(2);
  });

  it("an inline bankAccount not stored yet is added to that recipient (and becomes its latest); a refused transfer adds nothing", async () => {
    const { companyId, ownRecipientId } = await funded();
    const partner = await createRecipient({
      companyId,
      input: createRecipientSchema.parse({
        legalName: "Parceira",
        document: { number: "52998224725" },
        transferSettings: {},
        bankAccount: storedAccount,
      }),
    });
    const before = await prisma.bankAccount.count({ where: { companyId } });
    // held by the recipient itself (docs/security.md, "Payout destinations")
    const own = await prisma.recipient.findUniqueOrThrow({ where: { id: ownRecipientId } });
    const fresh = {
      bankCode: "260",
      agencyNumber: "0001",
      accountNumber: "4455667",
      accountDigit: "x",
      type: "conta_poupanca" as const,
      legalName: "Loja",
      documentNumber: own.documentNumber,
      documentType: "cnpj" as const,
    };
    const t = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 1000, bankAccount: fresh },
    });
    const added = await prisma.bankAccount.findUniqueOrThrow({ where: { id: t.bankAccountId! } });
    expect(added).toMatchObject({
      companyId,
      recipientId: ownRecipientId,
      bankCode: "260",
      agency: "0001",
      accountNumber: "4455667",
      accountDigit: "X",
      accountType: "conta_poupanca",
      holderName: "Loja",
      holderDocument: own.documentNumber,
    });
    expect(t.bankAccount).toMatchObject({
      id: added.id,
      recipientId: ownRecipientId,
      type: "conta_poupanca",
      legalName: "Loja",
    });
    // the same account again is reused, not added twice
    const again = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 100, bankAccount: { ...fresh, accountDigit: "X" } },
    });
    expect(again.bankAccountId).toBe(added.id);
    expect(await prisma.bankAccount.count({ where: { companyId } })).toBe(before + 1);
    // the new account is the recipient's latest: a transfer without a destination goes there
    expect(
      (await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 100 } })).bankAccountId,
    ).toBe(added.id);
    // the partner (no balance) is refused, and the account it named is not added to it
    await expect(
      createTransfer({
        companyId,
        input: {
          recipientId: partner.id,
          amount: 100,
          bankAccount: { ...fresh, accountNumber: "1", documentNumber: "52998224725", documentType: "cpf" },
        },
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect(await prisma.bankAccount.count({ where: { companyId } })).toBe(before + 1);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("the company's transfer fee is debited on top of the amount, never overdraws, and comes back when the transfer fails", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    await priceTransfers(companyId, 367, 50);
    const ted = await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 1000 } });
    expect(ted).toMatchObject({ fee: 367, type: "bank_account" });
    // an e-mail key: the sandbox bank's DICT gives it to the recipient, so it is paid at once
    const pix = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 1000, pixKey: "loja@example.com" },
    });
    expect(pix).toMatchObject({ fee: 50, type: "pix", bankAccountId: null, bankAccount: null });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: available - 2000 - 417,
      inTransit: 2000,
      transferred: 0,
    });
    // what is left covers the amount but not amount + fee
    const left = available - 2417;
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: left } }),
    ).rejects.toMatchObject({ code: "insufficient_balance", details: { available: left, requested: left, fee: 367 } });
    const all = await createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: left - 367 } });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available: 0, inTransit: 2000 + left - 367 });
    await failTransfer({ companyId, transferId: all.id });
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({ available: left, inTransit: 2000 });
    await settleTransfer({ companyId, transferId: ted.id });
    // the bank paid the TED: its amount is transferred; the Pix is still in transit
    expect(await balanceOf(prisma, ownRecipientId)).toMatchObject({
      available: left,
      inTransit: 1000,
      transferred: 1000,
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("concurrent transfers and refunds of one recipient never take its balance below zero", async () => {
    const { companyId, ownRecipientId, transactionId } = await funded();
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, () =>
        createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 700 } }),
      ),
      refundTransaction({ companyId, transactionId, amount: 3000 }),
    ]);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_balance" });
    const b = await balanceOf(prisma, ownRecipientId);
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.available).toBeLessThan(700);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("concurrent transfers with a fee never overdraw: each one takes amount + fee", async () => {
    const { companyId, ownRecipientId, available } = await funded();
    await priceTransfers(companyId, 300, 300);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 700 } }),
      ),
    );
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_balance" });
    const done = results.filter((r) => r.status === "fulfilled").length;
    expect(done).toBe(Math.floor(available / 1000));
    const b = await balanceOf(prisma, ownRecipientId);
    expect(b).toMatchObject({ available: available - done * 1000, inTransit: done * 700 });
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect(b.available).toBeLessThan(1000);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("another company's recipient or transfer is not found; another recipient's account is not a destination", async () => {
    const a = await funded();
    const b = await makeCompany();
    await expect(
      createTransfer({ companyId: b.company.id, input: { recipientId: a.ownRecipientId, amount: 1 } }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      createTransfer({
        companyId: b.company.id,
        input: { recipientId: a.ownRecipientId, amount: 1, bankAccount: storedAccount },
      }),
    ).rejects.toMatchObject({ code: "not_found", resource: "recipient" });
    const bAccount = await prisma.bankAccount.findFirstOrThrow({ where: { recipientId: b.ownRecipientId } });
    await expect(
      createTransfer({
        companyId: a.companyId,
        input: { recipientId: a.ownRecipientId, amount: 1, bankAccountId: bAccount.id },
      }),
    ).rejects.toMatchObject({ code: "not_found", resource: "bank_account" });
    const t = await createTransfer({ companyId: a.companyId, input: { recipientId: a.ownRecipientId, amount: 1 } });
    await expect(settleTransfer({ companyId: b.company.id, transferId: t.id })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await prisma.bankAccount.count({ where: { companyId: b.company.id } })).toBe(1);
  });
});
