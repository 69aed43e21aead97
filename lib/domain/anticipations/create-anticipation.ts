import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { recordEvents } from "@/lib/domain/events/record-event";
import { ledgerNow } from "@/lib/domain/ledger/ledger-now";
import { lockRecipients } from "@/lib/domain/ledger/lock-recipients";
import { planAnticipation } from "@/lib/domain/ledger/plan-anticipation";
import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import type { Anticipation, CreateAnticipationInput } from "@/lib/schemas/payables";

import { toAnticipation } from "./serialize-anticipation";

// Brings waiting payables forward under the recipient's lock (so two anticipations, or one racing a
// refund of the same payables, queue): for each payable, an `anticipation` line takes its net off
// its due date and another puts it in the available balance now, and an `anticipation_fee` line
// charges what it cost; the payable points at the anticipation; one event; audit when a person asked.
export async function anticipateInTx(
  tx: Tx,
  opts: { companyId: number; recipientId?: number; amount?: number; payableIds?: number[]; automatic?: boolean },
): Promise<Anticipation | null> {
  const { companyId } = opts;
  const recipient = await findRecipient({ companyId, recipientId: opts.recipientId, db: tx });
  await lockRecipients(tx, [recipient.id]);
  const now = await ledgerNow(tx);
  const pricing = await companyPricing(tx, companyId);
  const { preview, picked } = await planAnticipation(tx, {
    recipient,
    pricing,
    now,
    amount: opts.amount,
    payableIds: opts.payableIds,
  });
  if (picked.length === 0) {
    if (opts.automatic) return null;
    throw new ApiError("invalid_amount", "No waiting payable fits the amount and the recipient's anticipation limit", {
      limit: preview.limit,
      requested: opts.amount ?? null,
      anticipatableVolumePercentage: preview.anticipatableVolumePercentage,
    });
  }
  if (preview.amount > preview.limit)
    throw new ApiError("invalid_amount", `These payables (${preview.amount}) pass the anticipation limit`, {
      limit: preview.limit,
      requested: preview.amount,
    });
  const row = await tx.anticipation.create({
    data: {
      companyId,
      recipientId: recipient.id,
      amount: preview.amount,
      fee: preview.fee,
      monthlyRate: preview.monthlyRate,
      automatic: opts.automatic ?? false,
      createdAt: now,
    },
  });
  const marked = await tx.payable.updateMany({
    where: { id: { in: preview.payableIds }, anticipationId: null },
    data: { anticipationId: row.id },
  });
  if (marked.count !== picked.length) throw new Error("a payable was anticipated twice under the recipient lock");
  const base = { companyId, recipientId: recipient.id, anticipationId: row.id, createdAt: now };
  await tx.ledgerEntry.createMany({
    data: picked.flatMap((p) => {
      const of = { ...base, transactionId: p.transactionId, installment: p.installment };
      return [
        { ...of, type: "anticipation" as const, amount: -p.net, availableAt: p.dueAt },
        { ...of, type: "anticipation" as const, amount: p.net, availableAt: now },
        ...(p.fee > 0 ? [{ ...of, type: "anticipation_fee" as const, amount: -p.fee, availableAt: now }] : []),
      ];
    }),
  });
  const body = toAnticipation({ ...row, payables: picked.map((p) => ({ id: p.id })) });
  await recordEvents(tx, [
    { companyId, type: "anticipation.created", objectType: "anticipation", objectId: row.id, data: body },
  ]);
  return body;
}

/** POST /v1/anticipations */
export async function createAnticipation({
  companyId,
  input,
  audit,
}: {
  companyId: number;
  input: CreateAnticipationInput;
  audit?: AuditBy;
}): Promise<Anticipation> {
  return prisma.$transaction(async (tx) => {
    const body = (await anticipateInTx(tx, { companyId, ...input }))!;
    if (audit)
      await recordAudit(tx, {
        companyId,
        ...audit,
        action: "anticipation.create",
        objectType: "anticipation",
        objectId: body.id,
        after: { recipientId: body.recipientId, amount: body.amount, fee: body.fee, payableIds: body.payableIds },
      });
    await storeAnswerInTx(tx, body);
    return body;
  });
}
