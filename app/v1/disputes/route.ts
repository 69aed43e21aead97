import { listDisputes } from "@/lib/domain/disputes/list-disputes";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listDisputesQuerySchema } from "@/lib/schemas/disputes";

// GET /v1/disputes – the company's disputes, newest first (status, transaction_id)
export const GET = withAuth({ role: "viewer", query: listDisputesQuerySchema }, async ({ companyId, query }) =>
  respondList(await listDisputes({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
