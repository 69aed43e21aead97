import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { CardHashSchema, createCardHashSchema } from "@/lib/schemas/checkout";

import * as ex from "./examples";
import { addOperation } from "./shared";

export const registry = new OpenAPIRegistry();

addOperation(registry, {
  method: "post",
  path: "/v1/card-hashes",
  operationId: "createCardHash",
  tag: "Card hashes",
  auth: "publicKey",
  summary: "Tokenize a card",
  description:
    "The only endpoint that takes raw card data, with the company's **public** key (`pk_…`, header `x-public-key` or `publicKey` in the body; a secret key is refused), so card data typed in a browser never reaches the merchant's server. Answers a one-time `hash` valid for 5 minutes: send it as `card.hash` to `POST /v1/transactions`. The hash carries the only key to the card (Colmeia stores the card encrypted and never the key): treat it like the card, never log or store it. Open to cross-origin calls (CORS), rate limited per IP. Idempotency-Key is not used here: every call mints a new hash.",
  body: { schema: createCardHashSchema, example: ex.cardHashRequest },
  ok: { schema: CardHashSchema, description: "The card hash.", example: ex.cardHash },
  // invalid_card: the number fails the Luhn check
  errors: [422],
});
