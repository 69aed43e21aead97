import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId, parseWith } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { updateDeliverySchema } from "@/lib/schemas/transactions";
import { assertTransactionExists } from "@/lib/transactions/assert-transaction-exists";
import { updateDelivery } from "@/lib/transactions/update-delivery";

// PUT|PATCH /v1/transactions/{transactionId}/delivery – shipping status and tracking code; answers the Transaction
const update = withAuth(async ({ companyId, params, body }) => {
  const transactionId = parseId(params.transactionId, "transaction");
  await assertTransactionExists({ companyId, transactionId });
  return respond(
    await updateDelivery({ companyId, transactionId, input: parseWith(updateDeliverySchema, body ?? {}) }),
  );
});

export { update as PATCH, update as PUT };

export const { GET, POST, DELETE, OPTIONS } = otherMethods("PUT", "PATCH");
