import "server-only";

import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { ApiError, notFound } from "@/lib/platform/errors";
import { requireSandbox } from "@/lib/platform/require-sandbox";

import { getCheckoutStatus } from "./get-checkout";

// Sandbox only: the "Simular pagamento" button of a hosted Pix or boleto page pays it in full,
// exactly as POST /v1/transactions/{id}/sandbox/pay does with the merchant's key. Past its deadline
// a charge is no longer payable by the payer, even before the expiry sweep cancels it.
export async function simulateCheckoutPayment({ secureId, now = new Date() }: { secureId: string; now?: Date }) {
  requireSandbox();
  const found = await getCheckoutStatus({ secureId, now });
  if (!found) throw notFound("checkout");
  if (found.isExpired) throw new ApiError("invalid_state", "This charge has expired", { status: found.status });
  const paid = await payTransaction({ companyId: found.companyId, transactionId: found.id, now });
  return { status: paid.status, paidAt: paid.paidAt, isExpired: false };
}
