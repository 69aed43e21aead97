import { withAuth } from "@/lib/api/with-auth";
import { parseQuery, parseWith } from "@/lib/api/parse";
import { respond, respondList } from "@/lib/api/respond";
import { createWebhookEndpointSchema, listWebhookEndpointsQuerySchema } from "@/lib/schemas/webhooks";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/webhook-endpoints – the company's endpoints, newest first (secrets shown by prefix only)
export const GET = withAuth(async ({ companyId, searchParams }) =>
  respondList(await listWebhookEndpoints({ companyId, query: parseQuery(listWebhookEndpointsQuerySchema, searchParams) })));

// POST /v1/webhook-endpoints – register a URL; the answer carries its signing secret, once
export const POST = withAuth(async ({ companyId, body }) =>
  respond(await createWebhookEndpoint({ companyId, input: parseWith(createWebhookEndpointSchema, body ?? {}) })));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
