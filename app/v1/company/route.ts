import { auditBy } from "@/lib/domain/audit/record-audit";
import { getCompany } from "@/lib/domain/companies/get-company";
import { updateCompany } from "@/lib/domain/companies/update-company";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateCompanySchema } from "@/lib/schemas/company";

// GET /v1/company – the authenticated merchant
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => respond(await getCompany({ companyId })));

// PUT|PATCH /v1/company – legal name, trade name and address (partial; the document is read-only)
const update = withAuth({ role: "admin", body: updateCompanySchema }, async (ctx) => {
  const ownerUserId =
    ctx.principal.kind === "session" && ctx.principal.role === "owner" ? ctx.principal.userId : undefined;
  return respond(await updateCompany({ companyId: ctx.companyId, input: ctx.body, ownerUserId, by: auditBy(ctx) }));
});

export { update as PATCH, update as PUT };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
