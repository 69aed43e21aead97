import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { noContent, respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { updateWebhookEndpointSchema } from "@/lib/schemas/webhooks";
import { deleteWebhookEndpoint } from "@/lib/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/lib/webhooks/get-webhook-endpoint";
import { updateWebhookEndpoint } from "@/lib/webhooks/update-webhook-endpoint";

// GET /v1/webhook-endpoints/{endpointId} – one endpoint
export const GET = withAuth(
  { role: "viewer", params: { endpointId: pathId("webhook_endpoint") } },
  async ({ companyId, params }) => respond(await getWebhookEndpoint({ companyId, endpointId: params.endpointId })),
);

// PUT|PATCH /v1/webhook-endpoints/{endpointId} – url, description, enabledEvents, enabled (partial)
const update = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") }, body: updateWebhookEndpointSchema },
  async (ctx) => {
    const endpointId = ctx.params.endpointId;
    const input = ctx.body;
    const before = await getWebhookEndpoint({ companyId: ctx.companyId, endpointId });
    const updated = await updateWebhookEndpoint({ companyId: ctx.companyId, endpointId, input });
    await recordAudit(prisma, {
      ...auditBy(ctx),
      action: "webhook_endpoint.update",
      objectType: "webhook_endpoint",
      objectId: endpointId,
      before,
      after: updated,
    });
    return respond(updated);
  },
);

export { update as PATCH, update as PUT };

// DELETE /v1/webhook-endpoints/{endpointId} – stop sending; the delivery log is kept
export const DELETE = withAuth({ role: "admin", params: { endpointId: pathId("webhook_endpoint") } }, async (ctx) => {
  const endpointId = ctx.params.endpointId;
  await deleteWebhookEndpoint({ companyId: ctx.companyId, endpointId });
  await recordAudit(prisma, {
    ...auditBy(ctx),
    action: "webhook_endpoint.delete",
    objectType: "webhook_endpoint",
    objectId: endpointId,
  });
  return noContent();
});

export const { POST, OPTIONS } = otherMethods("GET", "PUT", "PATCH", "DELETE");
