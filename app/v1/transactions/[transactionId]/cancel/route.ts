import { cancelTransaction } from "@/lib/domain/transactions/capture-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/transactions/{transactionId}/cancel – voids an authorized card payment's authorization,
// or cancels a waiting boleto (written off at its bank); answers the Transaction, now canceled
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params, principal, ip }) =>
    respond(
      await cancelTransaction({ companyId, transactionId: params.transactionId, audit: { actor: principal, ip } }),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
