import { getAnticipation } from "@/lib/anticipations/get-anticipation";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";

// GET /v1/anticipations/{anticipationId} – one anticipation
export const GET = withAuth(
  { role: "viewer", params: { anticipationId: pathId("anticipation") } },
  async ({ companyId, params }) => respond(await getAnticipation({ companyId, anticipationId: params.anticipationId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
