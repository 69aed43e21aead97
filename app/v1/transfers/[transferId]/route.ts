import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getTransfer } from "@/lib/transfers/get-transfer";

// GET /v1/transfers/{transferId} – one transfer
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getTransfer({ companyId, transferId: parseId(params.transferId, "transfer") })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
