import type { Transfer as TransferRow } from "@/generated/prisma/client";
import type { z } from "zod";
import type { TransferSchema } from "@/lib/schemas/transfers";

// The public Transfer shape: an explicit mapper, so a new column never leaks.
export function toTransfer(t: TransferRow): z.infer<typeof TransferSchema> {
  return {
    id: t.id,
    companyId: t.companyId,
    recipientId: t.recipientId,
    amount: t.amount,
    status: t.status,
    description: t.description,
    bankAccountId: t.bankAccountId,
    pixKey: t.pixKey,
    postbackUrl: t.postbackUrl,
    failureReason: t.failureReason,
    transferredAt: t.transferredAt ? t.transferredAt.toISOString() : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type Transfer = ReturnType<typeof toTransfer>;
