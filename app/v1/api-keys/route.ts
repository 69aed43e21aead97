import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { listApiKeys } from "@/lib/domain/api-keys/list-api-keys";
import { auditBy } from "@/lib/domain/audit/record-audit";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createApiKeySchema, listApiKeysQuerySchema } from "@/lib/schemas/api-keys";

// GET /v1/api-keys – the company's secret keys, active and revoked, by prefix only (owners)
export const GET = withAuth(
  { role: "owner", sessionOnly: true, query: listApiKeysQuerySchema },
  async ({ companyId, query }) => respondList(await listApiKeys({ companyId, query })),
);

// POST /v1/api-keys – a new secret key; the answer is the only time the whole key is shown (owners)
export const POST = withAuth({ role: "owner", sessionOnly: true, body: createApiKeySchema }, async (ctx) =>
  respond(await createApiKey({ companyId: ctx.companyId, input: ctx.body, by: auditBy(ctx) })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
