import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { resendWebhookDelivery } from "@/lib/webhooks/resend-webhook-delivery";

// POST /v1/webhook-deliveries/{deliveryId}/resend – send the event again now, as a new delivery
// (the original and its attempts stay in the log)
export const POST = withAuth(
  { role: "admin", params: { deliveryId: pathId("webhook_delivery") } },
  async ({ companyId, params }) => respond(await resendWebhookDelivery({ companyId, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
