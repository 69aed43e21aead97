import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getTransaction } from "@/lib/transactions/get-transaction";

// GET /v1/transactions/{transactionId} – one transaction
export const GET = withAuth(
  { role: "viewer", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => respond(await getTransaction({ companyId, transactionId: params.transactionId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
