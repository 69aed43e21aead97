import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { disputeTransaction } from "@/lib/transactions/dispute-transaction";
import { otherMethods } from "@/lib/api/method-not-allowed";

// POST /v1/transactions/{transactionId}/sandbox/dispute – the payer disputes a paid transaction (in_protest, the amount held)
export const POST = withAuth(async ({ companyId, params }) => {
  requireSandbox();
  return respond(await disputeTransaction({ companyId, transactionId: parseId(params.transactionId, "transaction") }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
