import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { rotateCompanyWebhookSecret } from "@/lib/webhooks/rotate-company-webhook-secret";

// POST /v1/company/webhook-secret/rotate – a new postback signing secret, effective at once
export const POST = withAuth({ role: "admin" }, async ({ companyId }) =>
  respond(await rotateCompanyWebhookSecret({ companyId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
