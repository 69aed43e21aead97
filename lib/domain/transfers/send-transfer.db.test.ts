import { afterEach, describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { prisma } from "@/lib/platform/db";
import { payoutRail, usePayoutRail } from "@/lib/rails";
import type { PayoutRail } from "@/lib/rails/payout/port";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransfer } from "./create-transfer";
import { sendTransfer, sendUnsentTransfers } from "./send-transfer";

// A company with a paid 10000 Pix: its own recipient holds 10000 − fee, available at once.
async function funded() {
  const made = await makeCompany();
  const t = await createTransaction({ companyId: made.company.id, input: txInput("pix") });
  await payTransaction({ companyId: made.company.id, transactionId: t.id });
  return { companyId: made.company.id, recipientId: made.ownRecipientId, available: 10000 - t.fee.estimatedFee };
}

// the built-in sandbox bank behind a switch: down (throws, as a timeout would) or refusing
function flakyRail(state: { down: boolean; refuse?: string }): PayoutRail {
  const bank = payoutRail();
  return {
    ...bank,
    send: async (order) => {
      if (state.down) throw new Error("connect ECONNREFUSED");
      if (state.refuse) return { accepted: false, reason: state.refuse };
      return bank.send(order);
    },
  };
}

const orders = (transferId: number) => prisma.sandboxPayout.count({ where: { transferId } });

afterEach(() => usePayoutRail(null));

describe("transfers through the payout rail (real database)", () => {
  it("a new transfer is handed to the sandbox bank once, with its destination", async () => {
    const { companyId, recipientId } = await funded();
    const t = await createTransfer({ companyId, input: { recipientId, amount: 1500 } });
    const row = await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } });
    expect(row).toMatchObject({ status: "processing", railProvider: "sandbox", railId: `sandbox_payout_${t.id}` });
    expect(row.railSentAt).toBeInstanceOf(Date);
    const order = await prisma.sandboxPayout.findUniqueOrThrow({ where: { transferId: t.id } });
    expect(order).toMatchObject({
      amount: 1500,
      destination: { type: "bank_account", bankAccountId: t.bankAccountId },
    });
    // asked again (a sweep on another instance): still one payout
    expect(await sendTransfer(t.id)).toBe("sent");
    expect(await orders(t.id)).toBe(1);
  });

  it("a provider that is down loses nothing: the sweeps send it later, once, however many run at once", async () => {
    const { companyId, recipientId, available } = await funded();
    const state = { down: true };
    usePayoutRail(flakyRail(state));
    const t = await createTransfer({ companyId, input: { recipientId, amount: 2000 } });
    expect(t.status).toBe("processing");
    expect(await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ railSentAt: null });
    expect(await orders(t.id)).toBe(0);
    // the money left the available balance once, at creation, whatever the rail did
    expect(await balanceOf(prisma, recipientId)).toMatchObject({ available: available - 2000, inTransit: 2000 });
    // still down: the sweep tries and keeps it
    await sendUnsentTransfers({ minAgeMs: 0 });
    expect(await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ railSentAt: null });

    state.down = false;
    await Promise.all([sendUnsentTransfers({ minAgeMs: 0 }), sendUnsentTransfers({ minAgeMs: 0 }), sendTransfer(t.id)]);
    expect(await orders(t.id)).toBe(1);
    const row = await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } });
    expect(row).toMatchObject({ status: "processing", railId: `sandbox_payout_${t.id}` });
    expect(await balanceOf(prisma, recipientId)).toMatchObject({ available: available - 2000, inTransit: 2000 });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("a transfer the provider refuses fails and its money comes back", async () => {
    const { companyId, recipientId, available } = await funded();
    usePayoutRail(flakyRail({ down: false, refuse: "conta_encerrada" }));
    const t = await createTransfer({ companyId, input: { recipientId, amount: 700 } });
    expect(await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: "failed",
      failReason: "conta_encerrada",
    });
    expect(await balanceOf(prisma, recipientId)).toMatchObject({ available, inTransit: 0, transferred: 0 });
    const events = await prisma.event.findMany({
      where: { companyId, objectType: "transfer" },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => e.type)).toEqual(["transfer.processing", "transfer.failed"]);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });
});
