import { rotateCompanyWebhookSecret } from "@/lib/domain/webhooks/rotate-company-webhook-secret";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/company/webhook-secret/rotate – a new postback signing secret, effective at once
export const POST = withAuth({ role: "admin" }, async ({ companyId }) =>
  respond(await rotateCompanyWebhookSecret({ companyId })),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
