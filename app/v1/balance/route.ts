import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { balanceQuerySchema } from "@/lib/schemas/balance";

// GET /v1/balance – {recipientId, available, waitingFunds, inTransit, transferred, debt} of the
// company's own recipient or ?recipientId=
export const GET = withAuth({ role: "viewer", query: balanceQuerySchema }, async ({ companyId, query }) =>
  respond(await getRecipientBalance({ companyId, ...query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
