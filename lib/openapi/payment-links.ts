import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  createPaymentLinkSchema,
  listPaymentLinksQuerySchema,
  PaymentLinkSchema,
  updatePaymentLinkSchema,
} from "@/lib/schemas/payment-links";

import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Payment links";
const path = "/v1/payment-links/{paymentLinkId}" as const;
const params = pathId("paymentLinkId", "Payment link id");
const link = (description: string) => ({ schema: PaymentLinkSchema, description, example: ex.paymentLink });

addOperation(registry, {
  method: "get",
  path: "/v1/payment-links",
  operationId: "listPaymentLinks",
  tag,
  summary: "List payment links",
  description: "Newest first; deleted links are left out.",
  query: listPaymentLinksQuerySchema,
  ok: { ...link("The page, as a bare array."), list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/payment-links",
  operationId: "createPaymentLink",
  tag,
  summary: "Create a payment link",
  description:
    "A hosted checkout at `url` (`PUBLIC_BASE_URL/pay/{alias}`) where payers pay by the enabled methods; each payment is a real transaction. `alias` is kept as sent (3–64 letters, digits, `-`, `_`) and unique across all companies whatever the case, so `/pay/{alias}` opens the link in any case; it is generated when left out. Unset settings take their defaults; `expiresInDays: 0` means the method's default (pix 1 day, boleto 3 days) and is answered as that number.",
  body: { schema: createPaymentLinkSchema, example: ex.paymentLinkRequest },
  ok: link("The payment link."),
  // unprocessable_entity: alias already in use (in any case)
  errors: [422],
});

addOperation(registry, {
  method: "get",
  path,
  operationId: "getPaymentLink",
  tag,
  params,
  summary: "Get a payment link",
  ok: link("The payment link."),
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path,
    operationId: method === "put" ? "updatePaymentLink" : "patchPaymentLink",
    tag,
    params,
    summary: "Update a payment link",
    description:
      'Changes the fields sent (PUT and PATCH are the same partial update); `settings` merge deeply, so `{ "settings": { "pix": { "enabled": false } } }` changes one flag.',
    body: { schema: updatePaymentLinkSchema, example: { title: "Cesta de mel orgânico 500 g", amount: 9990 } },
    ok: link("The updated payment link."),
    errors: [422],
  });

addOperation(registry, {
  method: "delete",
  path,
  operationId: "deletePaymentLink",
  tag,
  params,
  summary: "Delete a payment link",
  description: "The page stops taking payments; the alias stays reserved.",
  ok: "noContent",
});
