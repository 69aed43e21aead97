import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { balanceOf } from "@/lib/ledger/balance";
import { makeCompany, txInput } from "@/lib/test/factories";
import { createTransaction } from "@/lib/transactions/create-transaction";
import { payTransaction } from "@/lib/transactions/pay-transaction";
import { createTransfer } from "@/lib/transfers/create-transfer";

import { confirmPayoutDestination } from "./confirm-payout-destination";

// A Pix key's holder (docs/security.md, "Payout destinations"): a CPF/CNPJ key must be the
// recipient's document; an e-mail, phone or random key waits for an owner, even with no cooldown.
async function funded() {
  const made = await makeCompany();
  const companyId = made.company.id;
  const t = await createTransaction({ companyId, input: txInput("pix") });
  await payTransaction({ companyId, transactionId: t.id });
  const owner = await prisma.user.findFirstOrThrow({ where: { companyId, role: "owner" } });
  return { ...made, companyId, owner };
}

describe("Pix keys as payout destinations", () => {
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

  it("holds an e-mail, phone or random key until an owner confirms it, then pays it", async () => {
    const { companyId, ownRecipientId, owner } = await funded();
    for (const key of ["loja@example.com", "+5511987654321", "0f8fad5b-d9cb-469f-a165-70867728950e"]) {
      const before = await balanceOf(prisma, ownRecipientId);
      const input = { recipientId: ownRecipientId, amount: 100, pixKey: key };
      await expect(createTransfer({ companyId, input }), key).rejects.toMatchObject({
        code: "payout_destination_unconfirmed",
        details: { field: "pixKey" },
      });
      expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
      // the key stays registered (its usableAfter already passed: the suite's cooldown is 0)
      const stored = await prisma.pixKey.findFirstOrThrow({ where: { companyId, key } });
      expect(stored.usableAfter.getTime()).toBeLessThanOrEqual(Date.now());
      await confirmPayoutDestination({
        companyId,
        recipientId: ownRecipientId,
        kind: "pix_key",
        id: stored.id,
        by: { actor: { kind: "session", userId: owner.id, role: "owner" } },
      });
      expect(await createTransfer({ companyId, input })).toMatchObject({ type: "pix", pixKey: key });
    }
  });
});
