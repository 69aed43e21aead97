import { getCustomer } from "@/lib/domain/customers/get-customer";
import { updateCustomer } from "@/lib/domain/customers/update-customer";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateCustomerSchema } from "@/lib/schemas/customers";

// GET /v1/customers/{customerId} – one customer
export const GET = withAuth(
  { role: "viewer", params: { customerId: pathId("customer") } },
  async ({ companyId, params }) => respond(await getCustomer({ companyId, customerId: params.customerId })),
);

const params = { customerId: pathId("customer") };

// PUT|PATCH /v1/customers/{customerId} – change the contact data (both partial; email and
// document identify the customer and cannot change)
export const PATCH = withAuth(
  { role: "admin", params, body: updateCustomerSchema },
  async ({ companyId, params: p, body }) =>
    respond(await updateCustomer({ companyId, customerId: p.customerId, input: body })),
);
export const PUT = PATCH;

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
