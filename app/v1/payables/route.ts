import { listPayables } from "@/lib/domain/payables/list-payables";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listPayablesQuerySchema } from "@/lib/schemas/payables";

// GET /v1/payables – the receivables schedule of a recipient (its own unless named) or of one
// transaction: each installment's share, fee, deductions and net, soonest payment date first
export const GET = withAuth({ role: "viewer", query: listPayablesQuerySchema }, async ({ companyId, query }) =>
  respondList(await listPayables({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
