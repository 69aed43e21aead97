import { captureTransaction } from "@/lib/domain/transactions/capture-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { captureSchema } from "@/lib/schemas/transactions";

// POST /v1/transactions/{transactionId}/capture – captures an authorized card payment: all of it,
// or `amount` (once; the rest is released); answers the Transaction, now paid
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") }, body: captureSchema },
  async ({ companyId, params, body, principal, ip }) =>
    respond(
      await captureTransaction({
        companyId,
        transactionId: params.transactionId,
        amount: body.amount,
        audit: { actor: principal, ip },
      }),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
