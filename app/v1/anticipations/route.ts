import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { listAnticipations } from "@/lib/domain/anticipations/list-anticipations";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createAnticipationSchema, listAnticipationsQuerySchema } from "@/lib/schemas/payables";

// GET /v1/anticipations – the recipient's anticipations (its own unless named), newest first
export const GET = withAuth({ role: "viewer", query: listAnticipationsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listAnticipations({ companyId, query })),
);

// POST /v1/anticipations – bring waiting payables forward for a fee: an amount (soonest payables
// first, whole ones) or a list of payable ids, within the recipient's anticipation limit
export const POST = withAuth(
  { role: "admin", body: createAnticipationSchema },
  async ({ companyId, body, principal, ip }) =>
    respond(await createAnticipation({ companyId, input: body, audit: { actor: principal, ip } })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
