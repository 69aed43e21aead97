import { listAuditEntries } from "@/lib/domain/audit/list-audit-entries";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listAuditQuerySchema } from "@/lib/schemas/audit";

// GET /v1/audit-log – the company's sensitive actions (owners and admins; API keys), newest first
export const GET = withAuth({ role: "admin", query: listAuditQuerySchema }, async ({ companyId, query }) =>
  respondList(await listAuditEntries({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
