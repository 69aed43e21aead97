import { auditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { getCompany } from "@/lib/domain/companies/get-company";
import { updateCompany } from "@/lib/domain/companies/update-company";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { prisma } from "@/lib/platform/db";
import { updateCompanySchema } from "@/lib/schemas/company";

// GET /v1/company – the authenticated merchant
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => respond(await getCompany({ companyId })));

// PUT|PATCH /v1/company – legal name, trade name and address (partial; the document is read-only)
const update = withAuth({ role: "admin", body: updateCompanySchema }, async (ctx) => {
  const input = ctx.body;
  const before = await getCompany({ companyId: ctx.companyId });
  const ownerUserId =
    ctx.principal.kind === "session" && ctx.principal.role === "owner" ? ctx.principal.userId : undefined;
  const after = await updateCompany({ companyId: ctx.companyId, input, ownerUserId });
  const changed = (Object.keys(input) as (keyof typeof after & keyof typeof before)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (changed.length)
    await recordAudit(prisma, {
      ...auditBy(ctx),
      action: "company.update",
      objectType: "company",
      objectId: ctx.companyId,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
  return respond(after);
});

export { update as PATCH, update as PUT };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
