import { listWebhookDeliveries } from "@/lib/domain/webhooks/list-webhook-deliveries";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listWebhookDeliveriesQuerySchema } from "@/lib/schemas/webhooks";

// GET /v1/webhook-deliveries – the delivery log, newest first, by eventId, endpointId and status
export const GET = withAuth({ role: "viewer", query: listWebhookDeliveriesQuerySchema }, async ({ companyId, query }) =>
  respondList(await listWebhookDeliveries({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
