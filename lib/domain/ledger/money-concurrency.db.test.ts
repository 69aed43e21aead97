import { describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { winDispute } from "@/lib/domain/transactions/win-dispute";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { failTransfer } from "@/lib/domain/transfers/fail-transfer";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { makeCompany, txInput } from "@/lib/test/factories";

// Every way money moves, on one recipient at once (docs/money.md, "Locks"): nothing may fail but a
// business rule's 422 (a balance that does not cover, nothing left to anticipate), and the ledger
// must still add up. On PostgreSQL this is where a lock taken in another order deadlocks (40P01).
const businessRefusal = (reason: unknown) => reason instanceof ApiError && reason.status === 422;

describe("money moving in parallel on one recipient (real database)", () => {
  it("anticipations, refunds, transfers, disputes and chargebacks all at once end in 200s or 422s and a clean ledger", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
    // card sales in installments (waiting), and Pix sales (available at once) for the transfers
    const cards = [];
    for (let i = 0; i < 12; i++)
      cards.push(await createTransaction({ companyId, input: txInput("credit_card", { installments: 1 + (i % 6) }) }));
    for (let i = 0; i < 4; i++) {
      const pix = await createTransaction({ companyId, input: txInput("pix") });
      await payTransaction({ companyId, transactionId: pix.id });
    }
    const disputed = cards.slice(10);
    for (const t of disputed) await disputeTransaction({ companyId, transactionId: t.id });

    const transfers = await Promise.all(
      [1, 2].map(() => createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 500 } })),
    );
    const jobs: Promise<unknown>[] = [];
    for (let round = 0; round < 3; round++) {
      jobs.push(createAnticipation({ companyId, input: { recipientId: ownRecipientId, amount: 2500 } }));
      for (const t of cards.slice(0, 6))
        jobs.push(refundTransaction({ companyId, transactionId: t.id, amount: 1000 + round }));
      jobs.push(createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 700 } }));
    }
    for (const t of cards.slice(6, 10)) jobs.push(chargebackTransaction({ companyId, transactionId: t.id }));
    jobs.push(chargebackTransaction({ companyId, transactionId: disputed[0].id }));
    jobs.push(winDispute({ companyId, transactionId: disputed[1].id }));
    jobs.push(failTransfer({ companyId, transferId: transfers[0].id }));

    const results = await Promise.allSettled(jobs);
    const unexpected = results.flatMap((r) =>
      r.status === "rejected" && !businessRefusal(r.reason) ? [String(r.reason)] : [],
    );
    expect(unexpected).toEqual([]);
    // most of it went through: the rounds' refunds have room, and so do the chargebacks
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThan(results.length / 2);
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });
});
