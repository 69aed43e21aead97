import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { disputeTransaction } from "@/lib/transactions/dispute-transaction";

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
