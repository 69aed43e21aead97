import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { resendWebhookDelivery } from "@/lib/webhooks/resend-webhook-delivery";

// POST /v1/webhook-deliveries/{deliveryId}/resend – send the event again now, as a new delivery
// (the original and its attempts stay in the log)
export const POST = withAuth(async ({ companyId, params }) =>
  respond(await resendWebhookDelivery({ companyId, deliveryId: parseId(params.deliveryId, "webhook_delivery") })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
