import "server-only";

import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { balancesOf, debtOf } from "./balance";
import { payablesRelation } from "./payable-sql";
import { planAnticipation } from "./plan-anticipation";

type Sums = Record<string, number>;

// The money invariants of one company, checked from its rows (tests run it after every scenario):
// each transaction's ledger lines match what was paid, charged and refunded; refunds never pass
// the paid amount; disputes hold exactly what was not refunded until won; each transfer's lines
// balance out (its fee included); and every recipient's shown balance is the sum of its entries.
// Nothing may leave waitingFunds (or a waiting payable) below zero; `available` goes below zero
// only as a debt, never larger than the chargebacks and holds it has settled; and the anticipation
// limit stays within what waits less that debt (docs/money.md, "Chargebacks and debt").
export async function checkLedgerConsistency({ companyId }: { companyId: number }): Promise<string[]> {
  const problems: string[] = [];
  const txs = await prisma.transaction.findMany({
    where: { companyId, OR: [{ paidAmount: { gt: 0 } }, { ledgerEntries: { some: {} } }] },
    select: {
      id: true,
      status: true,
      paidAmount: true,
      refundedAmount: true,
      refunds: { select: { amount: true, status: true } },
      ledgerEntries: { select: { type: true, amount: true } },
    },
  });
  problems.push(...(await halfWritten(companyId)));
  for (const t of txs) {
    const s: Sums = {};
    for (const e of t.ledgerEntries) s[e.type] = (s[e.type] ?? 0) + e.amount;
    // a refund the payer's bank did not complete (failed) gave its money back: not counted
    const refunds = t.refunds.filter((r) => r.status !== "failed").reduce((a, r) => a + r.amount, 0);
    if ((s.payment_credit ?? 0) !== t.paidAmount)
      problems.push(`transaction ${t.id}: credits ${s.payment_credit ?? 0} ≠ paid ${t.paidAmount}`);
    if (refunds !== t.refundedAmount)
      problems.push(`transaction ${t.id}: refund rows ${refunds} ≠ refundedAmount ${t.refundedAmount}`);
    const refundDebits = -((s.refund ?? 0) + (s.refund_reversal ?? 0));
    if (refundDebits !== t.refundedAmount)
      problems.push(`transaction ${t.id}: refund debits ${refundDebits} ≠ refundedAmount ${t.refundedAmount}`);
    if (t.refundedAmount > t.paidAmount)
      problems.push(`transaction ${t.id}: refunded ${t.refundedAmount} > paid ${t.paidAmount}`);
    // a dispute holds what was not refunded (chargeback lines) until it is won (reversal lines)
    const held = -((s.chargeback ?? 0) + (s.chargeback_reversal ?? 0));
    const shouldHold = t.status === "chargedback" || t.status === "in_protest" ? t.paidAmount - t.refundedAmount : 0;
    if (held !== shouldHold)
      problems.push(`transaction ${t.id} (${t.status}): chargeback lines hold ${held}, expected ${shouldHold}`);
  }

  const transfers = await prisma.transfer.findMany({
    where: { companyId },
    select: {
      id: true,
      status: true,
      amount: true,
      fee: true,
      ledgerEntries: { select: { bucket: true, amount: true } },
    },
  });
  for (const tr of transfers) {
    const out = tr.ledgerEntries.filter((e) => e.bucket === "balance").reduce((a, e) => a + e.amount, 0);
    const held = tr.ledgerEntries.filter((e) => e.bucket === "in_transit").reduce((a, e) => a + e.amount, 0);
    const moved = tr.ledgerEntries.filter((e) => e.bucket === "transferred").reduce((a, e) => a + e.amount, 0);
    // the balance gives amount + fee; the amount is in transit while processing, transferred once
    // paid; a failed one undoes both
    const debited = tr.status === "failed" ? 0 : tr.amount + tr.fee;
    // (a processing transfer the release before made, during a rolling upgrade, counts as transferred)
    const legacy = tr.status === "processing" && held === 0 && moved === tr.amount;
    const inTransit = tr.status === "processing" && !legacy ? tr.amount : 0;
    const expected = tr.status === "success" || legacy ? tr.amount : 0;
    if (out !== -debited || held !== inTransit || moved !== expected)
      problems.push(
        `transfer ${tr.id} (${tr.status}): balance ${out}, in transit ${held}, transferred ${moved}, expected −${debited}, +${inTransit}, +${expected}`,
      );
  }

  const recipients = await prisma.recipient.findMany({
    where: { companyId },
    select: { id: true, anticipatableVolumePercentage: true },
  });
  const ids = recipients.map((r) => r.id);
  const now = new Date();
  const balances = await balancesOf(prisma, ids, now);
  const totals = await prisma.ledgerEntry.groupBy({
    by: ["recipientId"],
    where: { recipientId: { in: ids } },
    _sum: { amount: true },
  });
  // what chargebacks and dispute holds (less what won disputes gave back) took from `available` so far
  const settled = await prisma.ledgerEntry.groupBy({
    by: ["recipientId"],
    where: {
      companyId,
      bucket: "balance",
      type: { in: ["chargeback", "chargeback_reversal"] },
      availableAt: { lte: now },
    },
    _sum: { amount: true },
  });
  for (const b of balances.values()) {
    const total = totals.find((t) => t.recipientId === b.recipientId)?._sum.amount ?? 0;
    if (b.available + b.waitingFunds + b.inTransit + b.transferred !== total)
      problems.push(`recipient ${b.recipientId}: balance parts ≠ sum of entries ${total}`);
    if (b.waitingFunds < 0) problems.push(`recipient ${b.recipientId}: waitingFunds ${b.waitingFunds} is negative`);
    if (b.inTransit < 0) problems.push(`recipient ${b.recipientId}: inTransit ${b.inTransit} is negative`);
    if (b.transferred < 0) problems.push(`recipient ${b.recipientId}: transferred ${b.transferred} is negative`);
    const charged = -(settled.find((t) => t.recipientId === b.recipientId)?._sum.amount ?? 0);
    if (debtOf(b) > Math.max(0, charged))
      problems.push(
        `recipient ${b.recipientId}: debt ${debtOf(b)} (available ${b.available}) is more than its settled chargebacks ${charged}`,
      );
  }
  for (const r of recipients) {
    const b = balances.get(r.id)!;
    const { preview } = await planAnticipation(prisma, { recipient: r, pricing: null, now });
    if (preview.limit > Math.max(0, b.waitingFunds - debtOf(b)))
      problems.push(
        `recipient ${r.id}: anticipation limit ${preview.limit} exceeds waitingFunds ${b.waitingFunds} less debt ${debtOf(b)}`,
      );
  }
  problems.push(...(await payablesAgree(companyId, balances)));
  return problems;
}

// The receivables schedule agrees with the ledger: each payable's lines credit its share and take
// its fee as written; every line still ahead of its date belongs to a payable, so each recipient's
// waitingFunds is exactly the net of its payables not due yet (canceled ones keep a chargeback's
// fee); no payable gives back more than it had;
// each anticipation moved and charged what it says.
async function payablesAgree(companyId: number, balances: Map<number, { waitingFunds: number }>) {
  const problems: string[] = [];
  const now = new Date();
  const written = await runSqlIn(
    prisma,
    sql<{ id: number; amount: number; fee: number; credited: number; charged: number }>`
    SELECT p."id", p."amount", p."fee",
      COALESCE(sum(l."amount") FILTER (WHERE l."type" = 'payment_credit'), 0)::int AS credited,
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'fee' AND l."refundId" IS NULL), 0)::int AS charged
    FROM "Payable" p LEFT JOIN "LedgerEntry" l ON l."transactionId" = p."transactionId"
      AND l."recipientId" = p."recipientId" AND l."installment" = p."installment" AND l."bucket" = 'balance'
    WHERE p."companyId" = ${companyId}
    GROUP BY p."id"`,
  );
  for (const p of written)
    if (p.credited !== p.amount || p.charged !== p.fee)
      problems.push(
        `payable ${p.id}: lines credit ${p.credited} and charge ${p.charged}, the payable says ${p.amount} and ${p.fee}`,
      );
  const waiting = await runSqlIn(
    prisma,
    sql<{ recipientId: number; net: number; orphans: number; overdrawn: number; negative: number }>`
    SELECT r."id" AS "recipientId",
      (SELECT COALESCE(sum(q."netAmount"), 0)::int FROM ${payablesRelation(sql`p."recipientId" = r."id"`, now)}
        WHERE q."anticipationId" IS NULL AND q."originalPaymentDate" > ${now}) AS net,
      (SELECT count(*)::int FROM "LedgerEntry" l WHERE l."recipientId" = r."id" AND l."bucket" = 'balance'
        AND l."availableAt" > ${now} AND l."installment" IS NULL) AS orphans,
      (SELECT count(*)::int FROM ${payablesRelation(sql`p."recipientId" = r."id"`, now)}
        WHERE q."amount" + q."deductions" < 0) AS overdrawn,
      (SELECT count(*)::int FROM ${payablesRelation(sql`p."recipientId" = r."id"`, now)}
        WHERE q."anticipationId" IS NULL AND q."originalPaymentDate" > ${now} AND q."netAmount" < 0) AS negative
    FROM "Recipient" r WHERE r."companyId" = ${companyId}`,
  );
  for (const w of waiting) {
    const shown = balances.get(w.recipientId)?.waitingFunds ?? 0;
    if (w.net !== shown)
      problems.push(`recipient ${w.recipientId}: waiting payables net ${w.net} ≠ waitingFunds ${shown}`);
    if (w.orphans > 0) problems.push(`recipient ${w.recipientId}: ${w.orphans} future lines belong to no payable`);
    if (w.overdrawn > 0)
      problems.push(`recipient ${w.recipientId}: ${w.overdrawn} payables gave back more than they had`);
    if (w.negative > 0) problems.push(`recipient ${w.recipientId}: ${w.negative} waiting payables are negative`);
  }
  const anticipations = await runSqlIn(
    prisma,
    sql<{ id: number; amount: number; fee: number; arrived: number; left: number; charged: number }>`
    SELECT a."id", a."amount", a."fee",
      COALESCE(sum(l."amount") FILTER (WHERE l."type" = 'anticipation' AND l."amount" > 0), 0)::int AS arrived,
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'anticipation' AND l."amount" < 0), 0)::int AS "left",
      COALESCE(-sum(l."amount") FILTER (WHERE l."type" = 'anticipation_fee'), 0)::int AS charged
    FROM "Anticipation" a LEFT JOIN "LedgerEntry" l ON l."anticipationId" = a."id"
    WHERE a."companyId" = ${companyId} GROUP BY a."id"`,
  );
  for (const a of anticipations)
    if (a.arrived !== a.amount || a.left !== a.amount || a.charged !== a.fee)
      problems.push(
        `anticipation ${a.id}: moved ${a.left}→${a.arrived} and charged ${a.charged}, it says ${a.amount} for ${a.fee}`,
      );
  return problems;
}

// A transaction is written whole or not at all: items, timeline and its event come with it.
async function halfWritten(companyId: number): Promise<string[]> {
  const rows = await runSqlIn(
    prisma,
    sql<{ id: number; problem: string }>`
    SELECT t.id, 'has no items' AS problem FROM "Transaction" t WHERE t."companyId" = ${companyId} AND NOT EXISTS (SELECT 1 FROM "TransactionItem" i WHERE i."transactionId" = t.id)
    UNION ALL
    SELECT t.id, 'has no status history' FROM "Transaction" t WHERE t."companyId" = ${companyId} AND NOT EXISTS (SELECT 1 FROM "TransactionStatusChange" h WHERE h."transactionId" = t.id)
    UNION ALL
    SELECT t.id, 'has no event' FROM "Transaction" t WHERE t."companyId" = ${companyId} AND NOT EXISTS (SELECT 1 FROM "Event" e WHERE e."objectType" = 'transaction' AND e."objectId" = t.id AND e."companyId" = ${companyId})
    UNION ALL
    SELECT t.id, 'is paid without ledger entries' FROM "Transaction" t WHERE t."companyId" = ${companyId} AND t."paidAmount" > 0 AND NOT EXISTS (SELECT 1 FROM "LedgerEntry" l WHERE l."transactionId" = t.id)`,
  );
  return rows.map((r) => `transaction ${r.id} ${r.problem}`);
}
