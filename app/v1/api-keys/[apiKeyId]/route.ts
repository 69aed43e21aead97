import { revokeApiKey } from "@/lib/domain/api-keys/revoke-api-key";
import { auditBy } from "@/lib/domain/audit/record-audit";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// DELETE /v1/api-keys/{apiKeyId} – revoke (204): the key answers 401 from the next request on (owners)
export const DELETE = withAuth(
  { role: "owner", sessionOnly: true, params: { apiKeyId: pathId("api_key") } },
  async (ctx) => {
    await revokeApiKey({ companyId: ctx.companyId, apiKeyId: ctx.params.apiKeyId, by: auditBy(ctx) });
    return noContent();
  },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
