import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

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
    "A hosted checkout at `url` (`PUBLIC_BASE_URL/pay/{alias}`) where payers pay by the enabled methods; each payment is a real transaction. `alias` is kept as sent (3–64 letters, digits, `-`, `_`) and unique across all companies whatever the case, so `/pay/{alias}` opens the link in any case; it is generated when left out. Unset settings take their defaults; `expiresInDays: 0` means the method's default (pix 1 day, boleto 3 days) and is answered as that number. Selling fields: `description`; `maxQuantity` (the payer buys 1..n units, the price times the quantity); `expiresAt` and `maxPayments` (after either the page takes no payment: paid and pending payments hold a place, a refused card or an expired charge gives it back); `redirectUrl` (the receipt of a paid payment links back to it with `transaction_id`); `splits` (whole percentages of the price for other recipients of the company); `settings.card.interestPaidByPayer` (installments above `freeInstallments` carry the company's monthly interest, Price table, shown to the payer per installment count before paying). `sales` counts the payments kept (status `paid`) and their amount less refunds.",
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
  method: "post",
  path: `${path}/image`,
  operationId: "setPaymentLinkImage",
  tag,
  params,
  summary: "Set a payment link's image",
  description:
    "`multipart/form-data` with a file field `image`: PNG, JPEG, WebP or GIF up to 5 MB (40 megapixels). It is turned upright, fitted in 1200×1200 (never enlarged), re-encoded as WebP without metadata and served at `imageUrl` — public while a live link shows it (removing or replacing the image, or deleting the link, makes it a 404), addressed by its SHA-256, `Cache-Control: public, max-age=300` with an ETag. Anything else is a 400 on `image`.",
  body: {
    schema: z.object({ image: z.string().meta({ format: "binary" }) }),
    multipart: z.object({ image: z.string().meta({ format: "binary" }) }),
  },
  ok: link("The payment link with its `imageUrl`."),
  errors: [413],
});

addOperation(registry, {
  method: "delete",
  path: `${path}/image`,
  operationId: "removePaymentLinkImage",
  tag,
  params,
  summary: "Remove a payment link's image",
  ok: link("The payment link, `imageUrl` null."),
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
