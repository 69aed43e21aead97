import { withAuth } from "@/lib/api/with-auth";
import { respond } from "@/lib/api/respond";
import { getCompany } from "@/lib/companies/get-company";

// GET /v1/company – the authenticated merchant
export const GET = withAuth(async ({ companyId }) => respond(await getCompany({ companyId })));
