import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getWebhookDelivery } from "@/lib/webhooks/get-webhook-delivery";

// GET /v1/webhook-deliveries/{deliveryId} – one delivery with every attempt
export const GET = withAuth(
  { role: "viewer", params: { deliveryId: pathId("webhook_delivery") } },
  async ({ companyId, params }) => respond(await getWebhookDelivery({ companyId, deliveryId: params.deliveryId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
