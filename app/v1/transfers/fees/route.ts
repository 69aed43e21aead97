import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getTransferFees } from "@/lib/transfers/transfer-fees";

// GET /v1/transfers/fees – { bank_account, pix }: the fee in cents a transfer to each kind of
// destination costs, debited on top of the amount (shown before a transfer is confirmed)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => respond(await getTransferFees(companyId)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
