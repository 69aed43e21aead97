import { auditBy } from "@/lib/domain/audit/record-audit";
import { rotateWebhookSecret } from "@/lib/domain/webhooks/rotate-webhook-secret";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { rotateWebhookSecretSchema } from "@/lib/schemas/webhooks";

// POST /v1/webhook-endpoints/{endpointId}/rotate-secret – a new signing secret, returned once;
// the old one also signs for previousSecretExpiresIn seconds (default 24 h)
export const POST = withAuth(
  { role: "admin", params: { endpointId: pathId("webhook_endpoint") }, body: rotateWebhookSecretSchema },
  async (ctx) =>
    respond(
      await rotateWebhookSecret({
        companyId: ctx.companyId,
        endpointId: ctx.params.endpointId,
        ...ctx.body,
        by: auditBy(ctx),
      }),
    ),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
