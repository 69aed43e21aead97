import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { createWebhookEndpointSchema, listWebhookEndpointsQuerySchema } from "@/lib/schemas/webhooks";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";

// GET /v1/webhook-endpoints – the company's endpoints, newest first (secrets shown by prefix only)
export const GET = withAuth({ role: "viewer", query: listWebhookEndpointsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listWebhookEndpoints({ companyId, query })),
);

// POST /v1/webhook-endpoints – register a URL; the answer carries its signing secret, once
export const POST = withAuth({ role: "admin", body: createWebhookEndpointSchema }, async (ctx) => {
  const created = await createWebhookEndpoint({
    companyId: ctx.companyId,
    input: ctx.body,
  });
  const { secret: _, ...after } = created;
  await recordAudit(prisma, {
    ...auditBy(ctx),
    action: "webhook_endpoint.create",
    objectType: "webhook_endpoint",
    objectId: created.id,
    after,
  });
  return respond(created);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
