import { otherMethods } from "@/lib/api/method-not-allowed";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { listWebhookDeliveriesQuerySchema } from "@/lib/schemas/webhooks";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";

// GET /v1/webhook-deliveries – the delivery log, newest first, by eventId, endpointId and status
export const GET = withAuth({ role: "viewer", query: listWebhookDeliveriesQuerySchema }, async ({ companyId, query }) =>
  respondList(await listWebhookDeliveries({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
