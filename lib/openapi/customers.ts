import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { createCustomerSchema, CustomerSchema, listCustomersQuerySchema } from "@/lib/schemas/customers";

import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Customers";

addOperation(registry, {
  method: "get",
  path: "/v1/customers",
  operationId: "listCustomers",
  tag,
  summary: "List the customers of an e-mail",
  description: "`email` is required (without it: 400); `name` and `documentNumber` narrow that e-mail's customers.",
  query: listCustomersQuerySchema,
  ok: { schema: CustomerSchema, description: "The page, as a bare array.", example: ex.customer, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/customers",
  operationId: "createCustomer",
  tag,
  summary: "Create a customer",
  description:
    "Creates a customer, or updates the one with the same e-mail and document. `document.type` is `cpf` (default) or `cnpj`, both checked by their check digits, or `passport` for foreign payers.",
  body: { schema: createCustomerSchema, example: ex.customerRequest },
  ok: { schema: CustomerSchema, description: "The customer.", example: ex.customer },
});

addOperation(registry, {
  method: "get",
  path: "/v1/customers/{customerId}",
  operationId: "getCustomer",
  tag,
  params: pathId("customerId", "Customer id"),
  summary: "Get a customer",
  ok: { schema: CustomerSchema, description: "The customer.", example: ex.customer },
});
