import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { chargebackTransaction } from "@/lib/transactions/chargeback-transaction";
import { otherMethods } from "@/lib/api/method-not-allowed";

// POST /v1/transactions/{transactionId}/sandbox/chargeback – a paid or disputed transaction is charged back (the dispute is lost)
export const POST = withAuth(async ({ companyId, params }) => {
  requireSandbox();
  return respond(await chargebackTransaction({ companyId, transactionId: parseId(params.transactionId, "transaction") }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
