import { otherMethods } from "@/lib/api/method-not-allowed";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { listDisputes } from "@/lib/disputes/list-disputes";
import { listDisputesQuerySchema } from "@/lib/schemas/disputes";

// GET /v1/disputes – the company's disputes, newest first (status, transaction_id)
export const GET = withAuth({ role: "viewer", query: listDisputesQuerySchema }, async ({ companyId, query }) =>
  respondList(await listDisputes({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
