import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";

// POST /v1/transactions/{transactionId}/sandbox/dispute – the payer disputes a paid transaction (in_protest, the amount
// held)
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await disputeTransaction({ companyId, transactionId: params.transactionId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
