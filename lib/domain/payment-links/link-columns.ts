import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import type { UpdatePaymentLinkInput } from "@/lib/schemas/payment-links";

// The selling fields of a link as columns: only those sent (null clears one), for create and update.
export function linkColumns(input: UpdatePaymentLinkInput) {
  return {
    ...(input.description !== undefined && { description: input.description || null }),
    ...(input.maxQuantity !== undefined && { maxQuantity: input.maxQuantity }),
    ...(input.expiresAt !== undefined && { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt) }),
    ...(input.maxPayments !== undefined && { maxPayments: input.maxPayments }),
    ...(input.redirectUrl !== undefined && { redirectUrl: input.redirectUrl }),
    ...(input.splits !== undefined && {
      splits:
        input.splits === null || input.splits.length === 0
          ? (null as unknown as Prisma.InputJsonValue)
          : input.splits.map((s) => ({ ...s, chargeProcessingFee: s.chargeProcessingFee ?? false })),
    }),
  };
}
