import { revokeApiKey } from "@/lib/domain/api-keys/revoke-api-key";
import { auditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { prisma } from "@/lib/platform/db";

// DELETE /v1/api-keys/{apiKeyId} – revoke (204): the key answers 401 from the next request on (owners)
export const DELETE = withAuth(
  { role: "owner", sessionOnly: true, params: { apiKeyId: pathId("api_key") } },
  async (ctx) => {
    const apiKeyId = ctx.params.apiKeyId;
    await revokeApiKey({ companyId: ctx.companyId, apiKeyId });
    await recordAudit(prisma, { ...auditBy(ctx), action: "api_key.revoke", objectType: "api_key", objectId: apiKeyId });
    return noContent();
  },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
