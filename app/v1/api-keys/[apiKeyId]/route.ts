import { withAuth } from "@/lib/api/with-auth";
import { parseId } from "@/lib/api/parse";
import { noContent } from "@/lib/api/respond";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { otherMethods } from "@/lib/api/method-not-allowed";

// DELETE /v1/api-keys/{apiKeyId} – revoke (204): the key answers 401 from the next request on (owners)
export const DELETE = withAuth(async ({ companyId, principal, params }) => {
  requireDashboardUser(principal);
  await revokeApiKey({ companyId, apiKeyId: parseId(params.apiKeyId, "api_key") });
  return noContent();
}, { minRole: "owner" });

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods("DELETE");
