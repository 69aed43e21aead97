import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseQuery, parseWith } from "@/lib/api/parse";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { respond, respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { createApiKeySchema, listApiKeysQuerySchema } from "@/lib/schemas/api-keys";

// GET /v1/api-keys – the company's secret keys, active and revoked, by prefix only (owners)
export const GET = withAuth(
  async ({ companyId, principal, searchParams }) => {
    requireDashboardUser(principal);
    return respondList(await listApiKeys({ companyId, query: parseQuery(listApiKeysQuerySchema, searchParams) }));
  },
  { minRole: "owner" },
);

// POST /v1/api-keys – a new secret key; the answer is the only time the whole key is shown (owners)
export const POST = withAuth(
  async (ctx) => {
    requireDashboardUser(ctx.principal);
    const created = await createApiKey({
      companyId: ctx.companyId,
      input: parseWith(createApiKeySchema, ctx.body ?? {}),
    });
    await recordAudit(prisma, {
      ...auditBy(ctx),
      action: "api_key.create",
      objectType: "api_key",
      objectId: created.id,
      after: { name: created.name, prefix: created.prefix },
    });
    return respond(created);
  },
  { minRole: "owner" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
