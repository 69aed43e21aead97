import { otherMethods } from "@/lib/api/method-not-allowed";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { listAuditQuerySchema } from "@/lib/schemas/audit";

// GET /v1/audit-log – the company's sensitive actions (owners and admins; API keys), newest first
export const GET = withAuth({ role: "admin", query: listAuditQuerySchema }, async ({ companyId, query }) =>
  respondList(await listAuditEntries({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
