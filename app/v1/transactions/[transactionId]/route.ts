import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getTransaction } from "@/lib/transactions/get-transaction";

// GET /v1/transactions/{transactionId} – one transaction
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getTransaction({ companyId, transactionId: parseId(params.transactionId, "transaction") })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
