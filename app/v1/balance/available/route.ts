import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { balanceQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance/available – {amount, recipientId}: what can be transferred now
export const GET = withAuth({ role: "viewer", query: balanceQuerySchema }, async ({ companyId, query }) => {
  const balance = await getRecipientBalance({ companyId, ...query });
  return respond({ amount: balance.available, recipientId: balance.recipientId });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
