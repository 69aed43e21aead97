import { withAuth } from "@/lib/api/with-auth";
import { parseQuery } from "@/lib/api/parse";
import { respondList } from "@/lib/api/respond";
import { listAuditQuerySchema } from "@/lib/schemas/audit";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/audit-log – the company's sensitive actions (owners and admins; API keys), newest first
export const GET = withAuth(
  async ({ companyId, searchParams }) => respondList(await listAuditEntries({ companyId, query: parseQuery(listAuditQuerySchema, searchParams) })),
  { minRole: "admin" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
