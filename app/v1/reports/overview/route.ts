import { getOverview } from "@/lib/domain/reports/overview";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { overviewQuerySchema } from "@/lib/schemas/reports";

// GET /v1/reports/overview?from=YYYY-MM-DD&to=YYYY-MM-DD – volumes, refunds, chargebacks and approval
// rate of the transactions created in those São Paulo days (default: the last 30), by method and day
export const GET = withAuth({ role: "viewer", query: overviewQuerySchema }, async ({ companyId, query }) =>
  respond(await getOverview({ companyId, ...query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
