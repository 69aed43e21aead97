import { getDispute } from "@/lib/domain/disputes/get-dispute";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/disputes/{disputeId} – one dispute with its evidence
export const GET = withAuth(
  { role: "viewer", params: { disputeId: pathId("dispute") } },
  async ({ companyId, params }) => respond(await getDispute({ companyId, disputeId: params.disputeId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
