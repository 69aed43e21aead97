import { assertTransactionExists } from "@/lib/domain/transactions/assert-transaction-exists";
import { updateDelivery } from "@/lib/domain/transactions/update-delivery";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateDeliverySchema } from "@/lib/schemas/transactions";

// PUT|PATCH /v1/transactions/{transactionId}/delivery – shipping status and tracking code; answers the Transaction
const update = withAuth(
  {
    role: "admin",
    params: { transactionId: pathId("transaction") },
    body: updateDeliverySchema,
    // another company's transaction is a 404 before the body is judged
    before: ({ companyId, params }) => assertTransactionExists({ companyId, transactionId: params.transactionId }),
  },
  async ({ companyId, params, body }) =>
    respond(await updateDelivery({ companyId, transactionId: params.transactionId, input: body })),
);

export { update as PATCH, update as PUT };

export const { GET, POST, DELETE, OPTIONS } = otherMethods("PUT", "PATCH");
