import { afterEach, describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { prisma } from "@/lib/platform/db";
import { payoutRail, usePayoutRail } from "@/lib/rails";
import type { PayoutRail } from "@/lib/rails/payout/port";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

import { addPixKey } from "./add-pix-key";
import { confirmPayoutDestination } from "./confirm-payout-destination";

// A Pix key's holder (docs/security.md, "Payout destinations"): a CPF/CNPJ key must be the
// recipient's document; an e-mail, phone or random key is looked up through the payout rail (the
// sandbox bank's DICT rule is in docs/rails.md, "Payouts"), or, where the rail cannot, waits for
// an owner's confirmation.
async function funded() {
  const made = await makeCompany();
  const companyId = made.company.id;
  const t = await createTransaction({ companyId, input: txInput("pix") });
  await payTransaction({ companyId, transactionId: t.id });
  const owner = await prisma.user.findFirstOrThrow({ where: { companyId, role: "owner" } });
  return { ...made, companyId, owner };
}

const KEYS = ["loja@example.com", "+5511987654321", "0f8fad5b-d9cb-469f-a165-70867728950e"];

describe("Pix keys as payout destinations", () => {
  const authSecret = process.env.AUTH_SECRET;
  afterEach(() => {
    usePayoutRail(null);
    setEnv({ COLMEIA_MODE: undefined, AUTH_SECRET: authSecret });
  });

  it("refuses someone else's CPF or CNPJ and registers nothing; the recipient's own goes", async () => {
    const { companyId, ownRecipientId, company } = await funded();
    const before = await balanceOf(prisma, ownRecipientId);
    for (const pixKey of ["52998224725", "11.222.333/0001-81"])
      await expect(
        createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 100, pixKey } }),
        pixKey,
      ).rejects.toMatchObject({ code: "holder_document_mismatch", details: { field: "pixKey" } });
    expect(await prisma.pixKey.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
    const own = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 100, pixKey: company.documentNumber },
    });
    expect(own).toMatchObject({ type: "pix", pixKey: company.documentNumber });
  });

  it("in the sandbox, an e-mail, phone or random key the DICT gives the recipient is paid at once", async () => {
    const { companyId, ownRecipientId, company } = await funded();
    for (const key of KEYS) {
      const sent = await createTransfer({
        companyId,
        input: { recipientId: ownRecipientId, amount: 100, pixKey: key },
      });
      expect(sent, key).toMatchObject({ type: "pix", pixKey: key, status: "processing" });
      const stored = await prisma.pixKey.findFirstOrThrow({ where: { companyId, key } });
      expect(stored, key).toMatchObject({ holderDocument: company.documentNumber, confirmedAt: null });
    }
    // registered first, then used: the same
    const added = await addPixKey({ companyId, recipientId: ownRecipientId, key: "financeiro@example.com" });
    expect(added).toMatchObject({ type: "email", requiresConfirmation: false, confirmedAt: null });
  });

  it("refuses a key the DICT gives someone else, and one it does not know, registering nothing", async () => {
    const { companyId, ownRecipientId } = await funded();
    const before = await balanceOf(prisma, ownRecipientId);
    for (const key of ["outro@example.com", "+5511999999999", "ffffffff-d9cb-469f-a165-70867728950e"]) {
      const input = { recipientId: ownRecipientId, amount: 100, pixKey: key };
      await expect(createTransfer({ companyId, input }), key).rejects.toMatchObject({
        code: "holder_document_mismatch",
        status: 422,
        details: { field: "pixKey" },
      });
      await expect(addPixKey({ companyId, recipientId: ownRecipientId, key, field: "key" }), key).rejects.toMatchObject(
        { code: "holder_document_mismatch", details: { field: "key" } },
      );
    }
    for (const key of ["naoexiste@example.com", "+5511900000000", "00000000-d9cb-469f-a165-70867728950e"]) {
      const input = { recipientId: ownRecipientId, amount: 100, pixKey: key };
      await expect(createTransfer({ companyId, input }), key).rejects.toMatchObject({
        code: "pix_key_not_found",
        status: 422,
        details: { field: "pixKey" },
      });
      await expect(addPixKey({ companyId, recipientId: ownRecipientId, key }), key).rejects.toMatchObject({
        code: "pix_key_not_found",
      });
    }
    expect(await prisma.pixKey.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
  });

  it("a key whose holder is the holder of one of the recipient's accounts goes too", async () => {
    const { companyId, ownRecipientId } = await funded();
    const account = await prisma.bankAccount.findFirstOrThrow({ where: { recipientId: ownRecipientId } });
    await prisma.bankAccount.update({
      where: { id: account.id },
      data: { holderDocument: "52998224725", holderDocumentType: "cpf", thirdParty: true },
    });
    const sandbox = payoutRail();
    usePayoutRail({ ...sandbox, resolvePixKey: async () => ({ holderDocument: "52998224725" }) });
    const sent = await createTransfer({
      companyId,
      input: { recipientId: ownRecipientId, amount: 100, pixKey: "conjuge@example.com" },
    });
    expect(sent).toMatchObject({ type: "pix", pixKey: "conjuge@example.com" });
  });

  it("a payout rail that cannot look keys up holds them until an owner confirms, then pays", async () => {
    const { companyId, ownRecipientId, owner } = await funded();
    const { resolvePixKey: _cannot, ...withoutDict } = payoutRail();
    usePayoutRail(withoutDict);
    for (const key of KEYS) {
      const before = await balanceOf(prisma, ownRecipientId);
      const input = { recipientId: ownRecipientId, amount: 100, pixKey: key };
      await expect(createTransfer({ companyId, input }), key).rejects.toMatchObject({
        code: "payout_destination_unconfirmed",
        details: { field: "pixKey" },
      });
      expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
      // the key stays registered (its usableAfter already passed: the suite's cooldown is 0)
      const stored = await prisma.pixKey.findFirstOrThrow({ where: { companyId, key } });
      expect(stored).toMatchObject({ holderDocument: null, confirmedAt: null });
      expect(stored.usableAfter.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await addPixKey({ companyId, recipientId: ownRecipientId, key })).toMatchObject({
        requiresConfirmation: true,
      });
      await confirmPayoutDestination({
        companyId,
        recipientId: ownRecipientId,
        kind: "pix_key",
        id: stored.id,
        by: { actor: { kind: "session", userId: owner.id, role: "owner" } },
      });
      expect(await addPixKey({ companyId, recipientId: ownRecipientId, key })).toMatchObject({
        requiresConfirmation: false,
      });
      expect(await createTransfer({ companyId, input })).toMatchObject({ type: "pix", pixKey: key });
    }
  });

  it("a key held because no rail could look it up is looked up at its next transfer once one can", async () => {
    const { companyId, ownRecipientId, company } = await funded();
    const sandbox = payoutRail();
    const { resolvePixKey: _cannot, ...withoutDict } = sandbox;
    usePayoutRail(withoutDict);
    for (const key of ["loja@example.com", "outro@example.com"])
      expect(await addPixKey({ companyId, recipientId: ownRecipientId, key })).toMatchObject({
        requiresConfirmation: true,
      });
    usePayoutRail(null);
    const input = { recipientId: ownRecipientId, amount: 100 };
    expect(await createTransfer({ companyId, input: { ...input, pixKey: "loja@example.com" } })).toMatchObject({
      type: "pix",
    });
    expect(await prisma.pixKey.findFirstOrThrow({ where: { companyId, key: "loja@example.com" } })).toMatchObject({
      holderDocument: company.documentNumber,
      holderResolvedAt: expect.any(Date),
    });
    // someone else's stays registered, unchecked, and receives nothing
    await expect(createTransfer({ companyId, input: { ...input, pixKey: "outro@example.com" } })).rejects.toMatchObject(
      { code: "holder_document_mismatch" },
    );
    expect(await prisma.pixKey.findFirstOrThrow({ where: { companyId, key: "outro@example.com" } })).toMatchObject({
      holderDocument: null,
    });
  });

  it("in production mode the sandbox bank's DICT is not believed: the key waits for an owner", async () => {
    const { companyId, ownRecipientId } = await funded();
    setEnv({ COLMEIA_MODE: "production", AUTH_SECRET: "x".repeat(32) });
    const added = await addPixKey({ companyId, recipientId: ownRecipientId, key: "loja@example.com" });
    expect(added).toMatchObject({ requiresConfirmation: true });
    expect(await prisma.pixKey.findFirstOrThrow({ where: { companyId } })).toMatchObject({ holderDocument: null });
  });

  it("a payout rail that fails the lookup is a 503 and registers nothing", async () => {
    const { companyId, ownRecipientId, company } = await funded();
    const before = await balanceOf(prisma, ownRecipientId);
    const down: PayoutRail = {
      ...payoutRail(),
      resolvePixKey: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    usePayoutRail(down);
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 100, pixKey: "loja@example.com" } }),
    ).rejects.toMatchObject({ code: "rail_unavailable", status: 503, details: { rail: "payout" } });
    await expect(addPixKey({ companyId, recipientId: ownRecipientId, key: "loja@example.com" })).rejects.toMatchObject({
      code: "rail_unavailable",
    });
    expect(await prisma.pixKey.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
    // a CPF/CNPJ key names its holder itself: no lookup, so the outage does not stop it
    expect(
      await createTransfer({
        companyId,
        input: { recipientId: ownRecipientId, amount: 100, pixKey: company.documentNumber },
      }),
    ).toMatchObject({ type: "pix" });
  });
});
