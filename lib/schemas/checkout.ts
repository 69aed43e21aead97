import { z } from "zod";

import { cardYearSchema } from "./common";
import { customerRequestSchema } from "./customers";
import { paymentMethods } from "./transactions";

// Hosted checkout (pay links and secureUrl pages). Isomorphic: route handlers and the payer's form.

const digits = (s: string) => s.replace(/\D/g, "");

// POST /v1/card-hashes – the only endpoint that ever receives raw card data; authenticated by the
// company's public key (header x-public-key, or publicKey here), never by the secret key.
export const createCardHashSchema = z.object({
  publicKey: z.string().max(200).optional(),
  number: z
    .string()
    .transform(digits)
    .pipe(z.string().min(12, "must have 12 to 19 digits").max(19, "must have 12 to 19 digits")),
  holderName: z.string().trim().min(2).max(100),
  expirationMonth: z.coerce.number().int().min(1).max(12),
  expirationYear: cardYearSchema,
  cvv: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
});

export type CreateCardHashInput = z.infer<typeof createCardHashSchema>;

// The answer of POST /v1/card-hashes: send `hash` as card.hash within expiresAt (one use).
export const CardHashSchema = z
  .object({
    hash: z.string().meta({ example: "ch_4cOKsc2t6RdxBwHJHmprLwy1j576Dsigh-xsjlSrmbc" }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "CardHash" });

const RAW_CARD_MESSAGE = "raw card data is not accepted here: send only card.hash from POST /v1/card-hashes";

// Only the one-time hash: a raw number or CVV sent to this endpoint is refused, not ignored, so
// an integration that leaks card data to the merchant-facing API fails loudly in development.
// (hash is checked in the refinement too: zod skips refinements once a field has failed)
// `reusable`: the payer asked to keep the card on file, where the link offers it (settings.card.saveCard).
const cardHashOnlySchema = z
  .object({ hash: z.string().min(10).max(200).optional(), reusable: z.boolean().optional() })
  .catchall(z.unknown())
  .superRefine((card, ctx) => {
    for (const key of Object.keys(card))
      if (key !== "hash" && key !== "reusable")
        ctx.addIssue({ code: "custom", path: [key], message: RAW_CARD_MESSAGE });
    if (!card.hash) ctx.addIssue({ code: "custom", path: ["hash"], message: "is required" });
  });

// POST /api/public/payment-links/{alias}/transactions – the payer's form. Which payer fields are
// required depends on the link's settings (checked in pay-payment-link.ts).
export const payPaymentLinkSchema = z.object({
  paymentMethod: z.enum(paymentMethods),
  installments: z.number().int().min(1).max(12).optional(),
  quantity: z.number().int().min(1).max(100).optional(),
  customer: customerRequestSchema.pick({ name: true, email: true, document: true, phone: true, address: true }),
  card: cardHashOnlySchema.optional(),
});

export type PayPaymentLinkInput = z.infer<typeof payPaymentLinkSchema>;
