import { auditBy } from "@/lib/domain/audit/record-audit";
import { createWebhookEndpoint } from "@/lib/domain/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/domain/webhooks/list-webhook-endpoints";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createWebhookEndpointSchema, listWebhookEndpointsQuerySchema } from "@/lib/schemas/webhooks";

// GET /v1/webhook-endpoints – the company's endpoints, newest first (secrets shown by prefix only)
export const GET = withAuth({ role: "viewer", query: listWebhookEndpointsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listWebhookEndpoints({ companyId, query })),
);

// POST /v1/webhook-endpoints – register a URL; the answer carries its signing secret, once
export const POST = withAuth({ role: "admin", body: createWebhookEndpointSchema }, async (ctx) =>
  respond(await createWebhookEndpoint({ companyId: ctx.companyId, input: ctx.body, by: auditBy(ctx) })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
