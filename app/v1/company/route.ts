import { withAuth } from "@/lib/api/with-auth";
import { parseWith } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { updateCompanySchema } from "@/lib/schemas/company";
import { getCompany } from "@/lib/companies/get-company";
import { updateCompany } from "@/lib/companies/update-company";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/company – the authenticated merchant
export const GET = withAuth(async ({ companyId }) => respond(await getCompany({ companyId })));

// PUT|PATCH /v1/company – legal name, trade name and address (partial; the document is read-only)
const update = withAuth(async ({ companyId, body }) =>
  respond(await updateCompany({ companyId, input: parseWith(updateCompanySchema, body ?? {}) })));

export { update as PUT, update as PATCH };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
