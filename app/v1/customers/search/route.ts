import { searchCustomers } from "@/lib/domain/customers/search-customers";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { searchCustomersQuerySchema } from "@/lib/schemas/customers";

// GET /v1/customers/search?q= – every customer, newest first, or those whose name or email starts
// with q, or whose document starts with its digits (GET /v1/customers keeps the seed spec's email)
export const GET = withAuth({ role: "viewer", query: searchCustomersQuerySchema }, async ({ companyId, query }) =>
  respondList(await searchCustomers({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
