import { describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { advanceClock } from "@/lib/domain/payables/advance-clock";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { expireTransaction } from "@/lib/domain/transactions/expire-transaction";
import { exportTransactionPages } from "@/lib/domain/transactions/export-transactions";
import { listTransactions } from "@/lib/domain/transactions/list-transactions";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { toTransaction, transactionInclude } from "@/lib/domain/transactions/serialize";
import { winDispute } from "@/lib/domain/transactions/win-dispute";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { runSql, sql } from "@/lib/platform/sql";
import { listTransactionsQuerySchema, type Transaction } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { checkLedgerConsistency } from "./check-consistency";
import { ESTIMATED_STATUSES } from "./transaction-figures";

// A small seeded generator: a failing sequence can be replayed from its seed.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DECLINED_CARD = {
  number: "4000000000000002",
  holderName: "RECUSADO",
  expirationMonth: 1,
  expirationYear: 2031,
  cvv: "999",
};

// Business refusals (a refund of a refunded payment, a dispute of an unpaid one) are part of a
// random walk: they must change nothing, and the figures below prove it.
async function attempt(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
  }
}

describe("fee and net come from the ledger, the same on every path", () => {
  it.each([20261124, 7, 4242])(
    "for random sequences of payments in installments, refunds, disputes, chargebacks, days passing and anticipations, the nets shown add up to the ledger's movement and the payables to the balance (seed %i)",
    async (seed) => {
      const next = random(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
      const { company, ownRecipientId } = await makeCompany();
      const companyId = company.id;
      const partner = await prisma.recipient.create({
        data: {
          companyId,
          legalName: "Parceiro",
          documentNumber: "52998224725",
          documentType: "cpf",
          anticipatableVolumePercentage: 100,
        },
      });
      await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 60 } });

      const ids: number[] = [];
      for (let i = 0; i < 14; i++) {
        const method = pick(["credit_card", "credit_card", "pix", "boleto"] as const);
        const amount = 1000 + Math.floor(next() * 40000);
        const split =
          next() < 0.5
            ? [{ recipientId: partner.id, amount: Math.floor(amount / 3), chargeProcessingFee: next() < 0.5 }]
            : [];
        const declined = method === "credit_card" && next() < 0.2;
        const installments = method === "credit_card" ? 1 + Math.floor(next() * 6) : 1;
        const t = await createTransaction({
          companyId,
          input: txInput(method, { amount, installments, splits: split, ...(declined && { card: DECLINED_CARD }) }),
        });
        ids.push(t.id);
        for (let step = 0; step < 4; step++) {
          const transactionId = t.id;
          const op = pick([
            "pay",
            "partial",
            "expire",
            "refund",
            "refundAll",
            "dispute",
            "chargeback",
            "win",
            "advance",
            "anticipate",
          ] as const);
          if (op === "pay") await attempt(() => payTransaction({ companyId, transactionId }));
          if (op === "partial")
            await attempt(() =>
              payTransaction({ companyId, transactionId, amount: 1 + Math.floor(next() * (amount - 1)) }),
            );
          if (op === "expire") await attempt(() => expireTransaction({ companyId, transactionId }));
          if (op === "refund")
            await attempt(() =>
              refundTransaction({ companyId, transactionId, amount: 1 + Math.floor(next() * (amount / 2)) }),
            );
          if (op === "refundAll") await attempt(() => refundTransaction({ companyId, transactionId }));
          if (op === "dispute") await attempt(() => disputeTransaction({ companyId, transactionId }));
          if (op === "chargeback") await attempt(() => chargebackTransaction({ companyId, transactionId }));
          if (op === "win") await attempt(() => winDispute({ companyId, transactionId }));
          // time passes (installments fall due) and payables are brought forward: neither changes
          // what a sale cost and left
          if (op === "advance") await advanceClock({ companyId, days: 5 + Math.floor(next() * 40) });
          if (op === "anticipate")
            await attempt(() =>
              createAnticipation({
                companyId,
                input: { recipientId: pick([ownRecipientId, partner.id]), amount: 500 + Math.floor(next() * 20000) },
              }),
            );
        }
      }

      // the three ways a transaction is answered: built by the database (lists, GET), mapped in the
      // app (creation, refunds, webhooks) and exported as CSV
      const listed = new Map<number, Transaction>(
        (
          JSON.parse(
            (await listTransactions({ companyId, query: listTransactionsQuerySchema.parse({ limit: "100" }) })).data,
          ) as Transaction[]
        ).map((t) => [t.id, t]),
      );
      const exported = new Map<number, { feeEstimated: number; netAmount: number }>();
      for await (const page of exportTransactionPages({ companyId, query: {} as never }))
        for (const r of page) exported.set(r.id, r);
      const ledger = await runSql(sql<{ transactionId: number; recipientId: number; amount: number; fee: number }>`
      SELECT "transactionId", "recipientId", sum("amount")::int AS amount,
        (-COALESCE(sum("amount") FILTER (WHERE "type" = 'fee'), 0))::int AS fee
      FROM "LedgerEntry" WHERE "companyId" = ${companyId} AND "transactionId" IS NOT NULL
        AND "type" NOT IN ('anticipation', 'anticipation_fee')
      GROUP BY "transactionId", "recipientId"`);

      let shownNet = 0;
      for (const id of ids) {
        const row = await prisma.transaction.findUniqueOrThrow({ where: { id }, include: transactionInclude });
        const mapped = toTransaction(row);
        const fromDb = listed.get(id)!;
        const label = `transaction ${id} (${row.paymentMethod}, ${row.status}, seed ${seed})`;
        expect(fromDb.fee, label).toEqual(mapped.fee);
        expect(fromDb.splits, label).toEqual(mapped.splits);
        expect(exported.get(id), label).toMatchObject({
          feeEstimated: mapped.fee.estimatedFee,
          netAmount: mapped.fee.netAmount,
        });

        const lines = ledger.filter((l) => l.transactionId === id);
        const ledgerNet = lines.reduce((sum, l) => sum + l.amount, 0);
        if (ESTIMATED_STATUSES.includes(row.status)) {
          expect(lines, label).toEqual([]);
          continue;
        }
        expect(mapped.fee.netAmount, label).toBe(ledgerNet);
        expect(mapped.fee.estimatedFee, label).toBe(lines.reduce((sum, l) => sum + l.fee, 0));
        for (const s of mapped.splits)
          expect(s.netAmount, `${label}, recipient ${s.recipientId}`).toBe(
            lines.filter((l) => l.recipientId === s.recipientId).reduce((sum, l) => sum + l.amount, 0),
          );
        if (row.status === "refused" || row.status === "canceled")
          expect(mapped.fee, label).toMatchObject({ estimatedFee: 0, netAmount: 0 });
        if (row.status === "refunded") expect(mapped.fee.netAmount, label).toBeLessThanOrEqual(0);
        shownNet += mapped.fee.netAmount;
      }
      const movement = ledger.reduce((sum, l) => sum + l.amount, 0);
      expect(shownNet).toBe(movement);
      // the walk reached the states the rule distinguishes
      // and the receivables schedule agrees with the ledger (payables, waiting funds, anticipations)
      expect(await checkLedgerConsistency({ companyId })).toEqual([]);
      const statuses = new Set((await prisma.transaction.findMany({ where: { companyId } })).map((t) => t.status));
      expect(statuses.size).toBeGreaterThanOrEqual(4);
    },
  );
});
