import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { expireTransaction } from "@/lib/transactions/expire-transaction";
import { otherMethods } from "@/lib/api/method-not-allowed";

// POST /v1/transactions/{transactionId}/sandbox/expire – a waiting Pix or boleto passes its due date (canceled)
export const POST = withAuth(async ({ companyId, params }) => {
  requireSandbox();
  return respond(await expireTransaction({ companyId, transactionId: parseId(params.transactionId, "transaction") }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
