import "server-only";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { transferFee } from "@/lib/domain/pricing/fees";
import { todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { logError } from "@/lib/platform/log";
import { payoutRail } from "@/lib/rails";
import { canUseRail } from "@/lib/rails/require-real-rail";
import { createTransferSchema } from "@/lib/schemas/transfers";

import { createTransfer } from "./create-transfer";
import { isTransferDay } from "./transfer-schedule";

export type AutomaticTransferOutcome = { recipientId: number; transferId?: number; skipped?: string };

// The automatic transfers due today (São Paulo): for each recipient whose schedule runs today and
// has not run yet, the day is claimed first (one UPDATE, so of several instances one sends it),
// then the whole available balance, less the transfer fee, goes to the recipient's latest bank
// account as an ordinary transfer — locks, balance check, events, audit and the payout rail alike.
// Below the recipient's minimum (or nothing available) the day passes and the money waits. A
// process that dies between the claim and the transfer skips that day's transfer; the money stays
// in the balance for the next one (never sent twice).
export async function runAutomaticTransfers({ now = new Date(), companyId }: { now?: Date; companyId?: number } = {}) {
  // production without a real payout rail: no day is claimed and the money waits (docs/rails.md)
  if (!canUseRail(payoutRail())) return [];
  const today = todayInSaoPaulo(now);
  const candidates = await prisma.recipient.findMany({
    where: {
      transferInterval: { not: "manual" },
      transferEnabled: true,
      OR: [{ lastAutomaticTransferOn: null }, { lastAutomaticTransferOn: { not: today } }],
      ...(companyId && { companyId }),
    },
    select: { id: true, companyId: true, transferInterval: true, transferDay: true, transferMinimumAmount: true },
    orderBy: { id: "asc" },
  });
  const outcomes: AutomaticTransferOutcome[] = [];
  for (const r of candidates) {
    if (!isTransferDay(r.transferInterval, r.transferDay, today)) continue;
    const claimed = await prisma.recipient.updateMany({
      where: { id: r.id, OR: [{ lastAutomaticTransferOn: null }, { lastAutomaticTransferOn: { not: today } }] },
      data: { lastAutomaticTransferOn: today },
    });
    if (claimed.count !== 1) continue;
    const fee = transferFee("bank_account", await companyPricing(prisma, r.companyId));
    const { available } = await balanceOf(prisma, r.id, now);
    const amount = available - fee;
    if (amount < Math.max(1, r.transferMinimumAmount)) {
      outcomes.push({ recipientId: r.id, skipped: "below_minimum" });
      continue;
    }
    try {
      const transfer = await createTransfer({
        companyId: r.companyId,
        input: createTransferSchema.parse({ recipientId: r.id, amount, description: "Transferência automática" }),
        audit: { actor: { kind: "system" } },
      });
      outcomes.push({ recipientId: r.id, transferId: transfer.id });
    } catch (error) {
      // a balance spent meanwhile, no bank account, a destination cooling down: the money waits
      if (error instanceof ApiError) outcomes.push({ recipientId: r.id, skipped: error.code });
      else logError(`automatic-transfers recipient ${r.id}`, error);
    }
  }
  return outcomes;
}
