import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  createCustomerSchema,
  CustomerSchema,
  listCustomersQuerySchema,
  searchCustomersQuerySchema,
  updateCustomerSchema,
} from "@/lib/schemas/customers";
import { CardSchema } from "@/lib/schemas/transactions";

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

addOperation(registry, {
  method: "get",
  path: "/v1/customers/search",
  operationId: "searchCustomers",
  tag,
  summary: "Browse and search customers",
  description:
    "Every customer of the company, newest first, paged; with `q`, those whose name or e-mail starts with it (case-insensitive) or whose document starts with its digits. `GET /v1/customers` keeps the seed spec's required `email`.",
  query: searchCustomersQuerySchema,
  ok: { schema: CustomerSchema, description: "The page, as a bare array.", example: ex.customer, list: true },
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: "/v1/customers/{customerId}",
    operationId: method === "put" ? "replaceCustomer" : "updateCustomer",
    tag,
    params: pathId("customerId", "Customer id"),
    summary: method === "put" ? "Update a customer (PUT)" : "Update a customer",
    description:
      "Changes the contact data (name, phone, birthdate, address, externalRef; null clears one). Partial for both verbs. The e-mail and document identify the customer: the same value is accepted, a different one is a 422 with `details.field`.",
    body: { schema: updateCustomerSchema, example: { name: "Maria Souza", phone: "11987654321" } },
    ok: { schema: CustomerSchema, description: "The customer.", example: ex.customer },
    errors: [404, 422],
  });

addOperation(registry, {
  method: "get",
  path: "/v1/customers/{customerId}/cards",
  operationId: "listCustomerCards",
  tag,
  params: pathId("customerId", "Customer id"),
  summary: "List a customer's cards on file",
  description:
    "The cards this customer saved with `card.reusable: true` and has not removed, newest first. Each `id` charges the card again as `card: {id}` (with `cvv` when the payer gave one) in a transaction of this customer. Only brand, first 6, last 4, holder and expiry are answered: the acquirer's token never leaves Colmeia.",
  ok: {
    schema: CardSchema,
    description: "The cards, as a bare array.",
    example: { ...ex.cardTransaction.card, reusable: true },
    list: true,
  },
  errors: [404],
});

addOperation(registry, {
  method: "delete",
  path: "/v1/cards/{cardId}",
  operationId: "deleteCard",
  tag,
  params: pathId("cardId", "Card id"),
  summary: "Remove a card on file",
  description:
    "The card is no longer on file: its token is wiped, so no request charges it again (`card: {id}` answers 404), and it leaves the customer's list. Transactions paid with it keep its safe fields. 404 when the card is not on file.",
  ok: "noContent",
  errors: [404],
});
