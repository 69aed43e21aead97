import { getTransaction } from "@/lib/domain/transactions/get-transaction";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/transactions/{transactionId} – one transaction
export const GET = withAuth(
  { role: "viewer", params: { transactionId: pathId("transaction") } },
  async ({ companyId, params }) => respond(await getTransaction({ companyId, transactionId: params.transactionId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
