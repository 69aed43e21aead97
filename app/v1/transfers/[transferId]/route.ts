import { getTransfer } from "@/lib/domain/transfers/get-transfer";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/transfers/{transferId} – one transfer
export const GET = withAuth(
  { role: "viewer", params: { transferId: pathId("transfer") } },
  async ({ companyId, params }) => respond(await getTransfer({ companyId, transferId: params.transferId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
