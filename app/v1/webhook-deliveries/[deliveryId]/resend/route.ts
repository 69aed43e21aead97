import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { resendWebhookDelivery } from "@/lib/webhooks/resend-webhook-delivery";
import { otherMethods } from "@/lib/api/method-not-allowed";

// POST /v1/webhook-deliveries/{deliveryId}/resend – send the event again now, as a new delivery
// (the original and its attempts stay in the log)
export const POST = withAuth(async ({ companyId, params }) =>
  respond(await resendWebhookDelivery({ companyId, deliveryId: parseId(params.deliveryId, "webhook_delivery") })));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
