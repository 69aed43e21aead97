import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { noContent } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";

// DELETE /v1/api-keys/{apiKeyId} – revoke (204): the key answers 401 from the next request on (owners)
export const DELETE = withAuth(
  async (ctx) => {
    requireDashboardUser(ctx.principal);
    const apiKeyId = parseId(ctx.params.apiKeyId, "api_key");
    await revokeApiKey({ companyId: ctx.companyId, apiKeyId });
    await recordAudit(prisma, { ...auditBy(ctx), action: "api_key.revoke", objectType: "api_key", objectId: apiKeyId });
    return noContent();
  },
  { minRole: "owner" },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
