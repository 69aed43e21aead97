import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { noContent } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";

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
