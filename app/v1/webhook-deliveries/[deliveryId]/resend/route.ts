import { resendWebhookDelivery } from "@/lib/domain/webhooks/resend-webhook-delivery";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/webhook-deliveries/{deliveryId}/resend – send the event again now, as a new delivery
// (the original and its attempts stay in the log)
export const POST = withAuth(
  { role: "admin", params: { deliveryId: pathId("webhook_delivery") } },
  async ({ companyId, params }) => respond(await resendWebhookDelivery({ companyId, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
