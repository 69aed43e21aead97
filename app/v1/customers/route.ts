import { createCustomer } from "@/lib/domain/customers/create-customer";
import { listCustomers } from "@/lib/domain/customers/list-customers";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond, respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { createCustomerSchema, listCustomersQuerySchema } from "@/lib/schemas/customers";

// GET /v1/customers?email= – that email's customers (email is mandatory), newest first
export const GET = withAuth({ role: "viewer", query: listCustomersQuerySchema }, async ({ companyId, query }) =>
  respondList(await listCustomers({ companyId, query })),
);

// POST /v1/customers – create a customer (or update the one with this email and document)
export const POST = withAuth({ role: "admin", body: createCustomerSchema }, async ({ companyId, body }) =>
  respond(await createCustomer({ companyId, input: body })),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
