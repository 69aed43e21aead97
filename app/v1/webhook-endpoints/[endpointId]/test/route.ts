import { sendTestEvent } from "@/lib/domain/webhooks/send-test-event";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/webhook-endpoints/{endpointId}/test – a signed `webhook.test` event to this endpoint only;
// answers the pending delivery (follow it with GET /v1/webhook-deliveries/{id})
export const POST = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") } },
  async ({ companyId, params }) => respond(await sendTestEvent({ companyId, endpointId: params.endpointId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
