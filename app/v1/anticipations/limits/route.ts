import { previewAnticipation } from "@/lib/domain/anticipations/preview-anticipation";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { anticipationLimitsQuerySchema } from "@/lib/schemas/payables";

// GET /v1/anticipations/limits – the most that can be anticipated now and, for ?amount=, what that
// anticipation would bring and cost (nothing is written)
export const GET = withAuth({ role: "viewer", query: anticipationLimitsQuerySchema }, async ({ companyId, query }) =>
  respond(await previewAnticipation({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
