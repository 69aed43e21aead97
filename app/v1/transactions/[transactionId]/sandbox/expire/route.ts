import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { expireTransaction } from "@/lib/transactions/expire-transaction";

// POST /v1/transactions/{transactionId}/sandbox/expire – a waiting Pix or boleto passes its due date (canceled)
export const POST = withAuth(
  { role: "admin", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => {
    requireSandbox();
    return respond(await expireTransaction({ companyId, transactionId: params.transactionId }));
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
