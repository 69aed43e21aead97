import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

// POST /v1/webhook-endpoints/{endpointId}/test – a signed `webhook.test` event to this endpoint only;
// answers the pending delivery (follow it with GET /v1/webhook-deliveries/{id})
export const POST = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") } },
  async ({ companyId, params }) => respond(await sendTestEvent({ companyId, endpointId: params.endpointId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
