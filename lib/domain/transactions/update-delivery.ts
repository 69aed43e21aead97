import "server-only";

import type { z } from "zod";

import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import type { updateDeliverySchema } from "@/lib/schemas/transactions";

import { lockTransaction, saveTransition } from "./lock-transaction";

type DeliveryInput = z.infer<typeof updateDeliverySchema>;

// Only goods that were paid for ship; refunded, refused or unpaid orders have nothing to deliver.
const SHIPPABLE = new Set(["paid", "partially_paid", "authorized"]);

// PUT|PATCH /v1/transactions/{id}/delivery: the merchant reports shipping progress. The row lock and
// the event (transaction.delivery_updated) share one database transaction with the change.
export async function updateDelivery({
  companyId,
  transactionId,
  input,
}: {
  companyId: number;
  transactionId: number;
  input: DeliveryInput;
}) {
  return prisma.$transaction(async (tx) => {
    const t = await lockTransaction(tx, companyId, transactionId, { recipients: false });
    if (!SHIPPABLE.has(t.status))
      throw new ApiError("invalid_state", `A ${t.status} transaction has no delivery to update`, { status: t.status });
    return saveTransition(tx, t, {
      status: t.status,
      event: "transaction.delivery_updated",
      data: {
        deliveryStatus: input.status,
        ...(input.trackingCode !== undefined && { trackingCode: input.trackingCode || null }),
      },
    });
  });
}
