import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";

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
