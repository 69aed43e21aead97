import { getCompanyWebhookSecret } from "@/lib/domain/webhooks/get-company-webhook-secret";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/company/webhook-secret – the secret that signs postbackUrl deliveries (admins only)
export const GET = withAuth({ role: "admin" }, async ({ companyId }) =>
  respond(await getCompanyWebhookSecret({ companyId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
