import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { updateDeliverySchema } from "@/lib/schemas/transactions";
import { assertTransactionExists } from "@/lib/transactions/assert-transaction-exists";
import { updateDelivery } from "@/lib/transactions/update-delivery";

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
