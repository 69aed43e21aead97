import { otherMethods } from "@/lib/api/method-not-allowed";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getCompanyWebhookSecret } from "@/lib/webhooks/get-company-webhook-secret";

// GET /v1/company/webhook-secret – the secret that signs postbackUrl deliveries (admins only)
export const GET = withAuth({ role: "admin" }, async ({ companyId }) =>
  respond(await getCompanyWebhookSecret({ companyId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
