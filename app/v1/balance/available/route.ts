import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getRecipientBalance } from "@/lib/recipients/get-recipient-balance";
import { balanceQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance/available – {amount, recipientId}: what can be transferred now
export const GET = withAuth(async ({ companyId, searchParams }) => {
  const balance = await getRecipientBalance({ companyId, ...parseQuery(balanceQuerySchema, searchParams) });
  return respond({ amount: balance.available, recipientId: balance.recipientId });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
