import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { getWebhookDelivery } from "@/lib/webhooks/get-webhook-delivery";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/webhook-deliveries/{deliveryId} – one delivery with every attempt
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getWebhookDelivery({ companyId, deliveryId: parseId(params.deliveryId, "webhook_delivery") })));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
