import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery } from "@/lib/api/parse";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { listWebhookDeliveriesQuerySchema } from "@/lib/schemas/webhooks";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";

// GET /v1/webhook-deliveries – the delivery log, newest first, by eventId, endpointId and status
export const GET = withAuth(async ({ companyId, searchParams }) =>
  respondList(
    await listWebhookDeliveries({ companyId, query: parseQuery(listWebhookDeliveriesQuerySchema, searchParams) }),
  ),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
