import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getRecipientBalance } from "@/lib/recipients/get-recipient-balance";
import { balanceQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance – {recipientId, available, waitingFunds, transferred} of the company's own recipient or ?recipientId=
export const GET = withAuth({ role: "viewer", query: balanceQuerySchema }, async ({ companyId, query }) =>
  respond(await getRecipientBalance({ companyId, ...query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
