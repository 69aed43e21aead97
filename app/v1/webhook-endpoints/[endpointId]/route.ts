import { auditBy } from "@/lib/domain/audit/record-audit";
import { deleteWebhookEndpoint } from "@/lib/domain/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/lib/domain/webhooks/get-webhook-endpoint";
import { updateWebhookEndpoint } from "@/lib/domain/webhooks/update-webhook-endpoint";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent, respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateWebhookEndpointSchema } from "@/lib/schemas/webhooks";

// GET /v1/webhook-endpoints/{endpointId} – one endpoint
export const GET = withAuth(
  { role: "viewer", params: { endpointId: pathId("webhook_endpoint") } },
  async ({ companyId, params }) => respond(await getWebhookEndpoint({ companyId, endpointId: params.endpointId })),
);

// PUT|PATCH /v1/webhook-endpoints/{endpointId} – url, description, enabledEvents, enabled (partial)
const update = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") }, body: updateWebhookEndpointSchema },
  async (ctx) =>
    respond(
      await updateWebhookEndpoint({
        companyId: ctx.companyId,
        endpointId: ctx.params.endpointId,
        input: ctx.body,
        by: auditBy(ctx),
      }),
    ),
);

export { update as PATCH, update as PUT };

// DELETE /v1/webhook-endpoints/{endpointId} – stop sending; the delivery log is kept
export const DELETE = withAuth({ role: "admin", params: { endpointId: pathId("webhook_endpoint") } }, async (ctx) => {
  await deleteWebhookEndpoint({ companyId: ctx.companyId, endpointId: ctx.params.endpointId, by: auditBy(ctx) });
  return noContent();
});

export const { POST, OPTIONS } = otherMethods("GET", "PUT", "PATCH", "DELETE");
