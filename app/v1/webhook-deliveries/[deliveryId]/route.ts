import { getWebhookDelivery } from "@/lib/domain/webhooks/get-webhook-delivery";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/webhook-deliveries/{deliveryId} – one delivery with every attempt
export const GET = withAuth(
  { role: "viewer", params: { deliveryId: pathId("webhook_delivery") } },
  async ({ companyId, params }) => respond(await getWebhookDelivery({ companyId, deliveryId: params.deliveryId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
