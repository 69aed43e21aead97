import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getCustomer } from "@/lib/customers/get-customer";

// GET /v1/customers/{customerId} – one customer
export const GET = withAuth(
  { role: "viewer", params: { customerId: pathId("customer") } },
  async ({ companyId, params }) => respond(await getCustomer({ companyId, customerId: params.customerId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
