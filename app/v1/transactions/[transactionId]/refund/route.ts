import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { refundSchema } from "@/lib/schemas/transactions";

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
