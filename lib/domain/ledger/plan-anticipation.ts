import "server-only";

import type { Pricing } from "@/lib/domain/pricing/fees";
import { DAY_MS, dayOf } from "@/lib/formats/time";
import type { Db, Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { AnticipationPreview } from "@/lib/schemas/payables";

import { balanceOf, debtOf } from "./balance";
import { payablesRelation } from "./payable-sql";

// 1.99 % a month unless the company's pricing says otherwise (`pricing.anticipation.monthlyRate`).
export const DEFAULT_ANTICIPATION_MONTHLY_RATE = 199;

export function anticipationRate(pricing?: Pricing | null): number {
  const rate = pricing?.anticipation?.monthlyRate ?? DEFAULT_ANTICIPATION_MONTHLY_RATE;
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError("the anticipation rate must be an integer from 0 to 10000 hundredths of a percent");
  return rate;
}

// The fee for bringing `net` forward from `dueAt` to `now`: the monthly rate pro rata by the days
// anticipated (a started day counts whole), rounded half up to the cent.
export function anticipationFee(net: number, dueAt: Date, now: Date, monthlyRate: number): number {
  const days = Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS));
  return Number((BigInt(net) * BigInt(monthlyRate) * BigInt(days) + 150_000n) / 300_000n);
}

export type Candidate = {
  id: number;
  transactionId: number;
  installment: number;
  installments: number;
  net: number;
  dueAt: Date;
  fee: number;
};

type Recipient = { id: number; anticipatableVolumePercentage: number };

// What an anticipation of this recipient would do now: its waiting payables (soonest first, whole
// payables only), the most it may bring forward — `anticipatableVolumePercentage` of everything it
// has scheduled (waiting plus what was already anticipated and is not due yet), less what was
// already anticipated — never more than what is really waiting less the recipient's debt (a
// chargeback's remainder, docs/money.md "Chargebacks and debt": money brought forward pays it
// first), and the payables an amount or a list of ids picks within that limit.
export async function planAnticipation(
  db: Db | Tx,
  opts: { recipient: Recipient; pricing: Pricing | null; now: Date; amount?: number; payableIds?: number[] },
) {
  const { recipient, now } = opts;
  const monthlyRate = anticipationRate(opts.pricing);
  const rows = await runSqlIn(
    db,
    sql<{
      id: number;
      transactionId: number;
      installment: number;
      installments: number;
      netAmount: number;
      paymentDate: Date | string;
    }>`
    SELECT q."id", q."transactionId", q."installment", q."installments", q."netAmount", q."paymentDate"
    FROM ${payablesRelation(sql`p."recipientId" = ${recipient.id} AND p."anticipationId" IS NULL AND p."dueAt" > ${now}`, now)}
    WHERE q."status" = 'waiting_funds' AND q."netAmount" > 0
    ORDER BY q."paymentDate", q."id"`,
  );
  const [open] = await runSqlIn(
    db,
    sql<{ amount: number }>`
    SELECT COALESCE(-sum("amount"), 0)::int AS amount FROM "LedgerEntry"
    WHERE "recipientId" = ${recipient.id} AND "bucket" = 'balance' AND "type" = 'anticipation' AND "availableAt" > ${now}`,
  );
  const candidates: Candidate[] = rows.map((r) => {
    const dueAt = new Date(r.paymentDate);
    return {
      id: r.id,
      transactionId: r.transactionId,
      installment: r.installment,
      installments: r.installments,
      net: r.netAmount,
      dueAt,
      fee: anticipationFee(r.netAmount, dueAt, now, monthlyRate),
    };
  });
  const waitingFunds = candidates.reduce((a, c) => a + c.net, 0);
  const anticipated = open?.amount ?? 0;
  const pct = recipient.anticipatableVolumePercentage;
  const balance = await balanceOf(db, recipient.id, now);
  const limit = Math.max(
    0,
    Math.min(
      Math.floor(((waitingFunds + anticipated) * pct) / 100) - anticipated,
      balance.waitingFunds - debtOf(balance),
    ),
  );

  let picked: Candidate[] = [];
  if (opts.payableIds) {
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const missing = opts.payableIds.filter((id) => !byId.has(id));
    if (missing.length)
      throw new ApiError("invalid_state", "Only the recipient's payables still waiting can be anticipated", {
        payableIds: missing,
      });
    picked = [...new Set(opts.payableIds)].map((id) => byId.get(id)!);
  } else {
    let room = Math.min(opts.amount ?? limit, limit);
    for (const c of candidates)
      if (c.net <= room) {
        picked.push(c);
        room -= c.net;
      }
  }
  const amount = picked.reduce((a, c) => a + c.net, 0);
  const fee = picked.reduce((a, c) => a + c.fee, 0);
  const preview: AnticipationPreview = {
    recipientId: recipient.id,
    monthlyRate,
    anticipatableVolumePercentage: pct,
    waitingFunds,
    limit,
    requested: opts.amount ?? null,
    amount,
    fee,
    netAmount: amount - fee,
    payableIds: picked.map((c) => c.id),
    payables: picked.map((c) => ({
      id: c.id,
      transactionId: c.transactionId,
      installment: c.installment,
      installments: c.installments,
      paymentDate: dayOf(c.dueAt),
      amount: c.net,
      fee: c.fee,
    })),
  };
  return { preview, picked };
}
