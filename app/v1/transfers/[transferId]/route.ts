import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { getTransfer } from "@/lib/transfers/get-transfer";

// GET /v1/transfers/{transferId} – one transfer
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getTransfer({ companyId, transferId: parseId(params.transferId, "transfer") })));
