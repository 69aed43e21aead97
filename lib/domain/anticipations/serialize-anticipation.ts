import "server-only";

import type { Anticipation as AnticipationRow } from "@/generated/prisma/client";
import type { Anticipation } from "@/lib/schemas/payables";

// The public Anticipation: an explicit mapper, so a new column never leaks.
export function toAnticipation(a: AnticipationRow & { payables: { id: number }[] }): Anticipation {
  return {
    id: a.id,
    recipientId: a.recipientId,
    status: "done",
    automatic: a.automatic,
    amount: a.amount,
    fee: a.fee,
    netAmount: a.amount - a.fee,
    monthlyRate: a.monthlyRate,
    payableIds: a.payables.map((p) => p.id).sort((x, y) => x - y),
    createdAt: a.createdAt.toISOString(),
  };
}

export const withPayables = { payables: { select: { id: true } } } as const;
