import { getTransferFees } from "@/lib/domain/transfers/transfer-fees";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/transfers/fees – { bank_account, pix }: the fee in cents a transfer to each kind of
// destination costs, debited on top of the amount (shown before a transfer is confirmed)
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => respond(await getTransferFees(companyId)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
