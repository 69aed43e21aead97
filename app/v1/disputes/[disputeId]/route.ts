import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getDispute } from "@/lib/disputes/get-dispute";

// GET /v1/disputes/{disputeId} – one dispute with its evidence
export const GET = withAuth(
  { role: "viewer", params: { disputeId: pathId("dispute") } },
  async ({ companyId, params }) => respond(await getDispute({ companyId, disputeId: params.disputeId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
