import { getAnticipation } from "@/lib/domain/anticipations/get-anticipation";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/anticipations/{anticipationId} – one anticipation
export const GET = withAuth(
  { role: "viewer", params: { anticipationId: pathId("anticipation") } },
  async ({ companyId, params }) => respond(await getAnticipation({ companyId, anticipationId: params.anticipationId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
