import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { refundSchema } from "@/lib/schemas/transactions";
import { refundTransaction } from "@/lib/transactions/refund-transaction";

// POST /v1/transactions/{transactionId}/refund – refund all that remains, or `amount`; answers the
// Refund {id, amount, createdAt} (seed spec), never the Transaction
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") }, body: refundSchema },
  async ({ companyId, params, body, principal, ip }) => {
    const transactionId = params.transactionId;
    const { amount } = body;
    const { refund } = await refundTransaction({ companyId, transactionId, amount, audit: { actor: principal, ip } });
    return respond(refund);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
