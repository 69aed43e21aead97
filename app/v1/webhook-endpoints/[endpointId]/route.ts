import { withAuth } from "@/lib/api/with-auth";
import { parseId, parseWith } from "@/lib/api/parse";
import { noContent, respond } from "@/lib/api/respond";
import { updateWebhookEndpointSchema } from "@/lib/schemas/webhooks";
import { deleteWebhookEndpoint } from "@/lib/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/lib/webhooks/get-webhook-endpoint";
import { updateWebhookEndpoint } from "@/lib/webhooks/update-webhook-endpoint";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/webhook-endpoints/{endpointId} – one endpoint
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getWebhookEndpoint({ companyId, endpointId: parseId(params.endpointId, "webhook_endpoint") })));

// PUT|PATCH /v1/webhook-endpoints/{endpointId} – url, description, enabledEvents, enabled (partial)
const update = withAuth(async ({ companyId, params, body }) =>
  respond(await updateWebhookEndpoint({
    companyId,
    endpointId: parseId(params.endpointId, "webhook_endpoint"),
    input: parseWith(updateWebhookEndpointSchema, body ?? {}),
  })));

export { update as PUT, update as PATCH };

// DELETE /v1/webhook-endpoints/{endpointId} – stop sending; the delivery log is kept
export const DELETE = withAuth(async ({ companyId, params }) => {
  await deleteWebhookEndpoint({ companyId, endpointId: parseId(params.endpointId, "webhook_endpoint") });
  return noContent();
});

export const { POST, OPTIONS } = otherMethods("GET", "PUT", "PATCH", "DELETE");
