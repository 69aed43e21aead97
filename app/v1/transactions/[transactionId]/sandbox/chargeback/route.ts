import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { chargebackTransaction } from "@/lib/transactions/chargeback-transaction";

// POST /v1/transactions/{transactionId}/sandbox/chargeback – a paid or disputed transaction is charged back (the
// dispute is lost)
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await chargebackTransaction({ companyId, transactionId: params.transactionId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
