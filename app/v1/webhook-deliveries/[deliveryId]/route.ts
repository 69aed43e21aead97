import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getWebhookDelivery } from "@/lib/webhooks/get-webhook-delivery";

// GET /v1/webhook-deliveries/{deliveryId} – one delivery with every attempt
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getWebhookDelivery({ companyId, deliveryId: parseId(params.deliveryId, "webhook_delivery") })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
