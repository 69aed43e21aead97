import { otherMethods } from "@/lib/api/method-not-allowed";
import { parseId } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getCustomer } from "@/lib/customers/get-customer";

// GET /v1/customers/{customerId} – one customer
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getCustomer({ companyId, customerId: parseId(params.customerId, "customer") })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
