import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getTransfer } from "@/lib/transfers/get-transfer";

// GET /v1/transfers/{transferId} – one transfer
export const GET = withAuth(
  { role: "viewer", params: { transferId: pathId("transfer") } },
  async ({ companyId, params }) => respond(await getTransfer({ companyId, transferId: params.transferId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
