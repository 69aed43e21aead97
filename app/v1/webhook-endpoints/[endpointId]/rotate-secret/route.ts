import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { rotateWebhookSecretSchema } from "@/lib/schemas/webhooks";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";

// POST /v1/webhook-endpoints/{endpointId}/rotate-secret – a new signing secret, returned once;
// the old one also signs for previousSecretExpiresIn seconds (default 24 h)
export const POST = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") }, body: rotateWebhookSecretSchema },
  async ({ companyId, params, body }) =>
    respond(
      await rotateWebhookSecret({
        companyId,
        endpointId: params.endpointId,
        ...body,
      }),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
