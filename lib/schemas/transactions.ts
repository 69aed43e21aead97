import { z } from "zod";
import {
  addressSchema, commaList, documentSchema, httpUrl, isoDate, pagingQuery, phoneSchema, positiveCents, cents, queryBoolean, idParam,
} from "./common";

export const paymentMethods = ["credit_card", "boleto", "pix"] as const;
export const transactionStatuses = [
  "processing", "authorized", "paid", "refunded", "waiting_payment", "refused", "chargedback", "canceled", "in_protest", "partially_paid",
] as const;
export const deliveryStatuses = ["waiting", "in_transit", "delivered"] as const;

export type PaymentMethod = (typeof paymentMethods)[number];
export type TransactionStatus = (typeof transactionStatuses)[number] | "pending_refund";

export const customerRequestSchema = z.object({
  name: z.string().trim().min(1, "is required").max(255),
  email: z.email("must be a valid email").max(255).transform((e) => e.toLowerCase()),
  document: documentSchema,
  externalRef: z.string().trim().max(255).optional(),
  phone: phoneSchema.optional(),
  birthdate: isoDate.optional(),
  address: addressSchema.optional(),
});

export const itemSchema = z.object({
  title: z.string().trim().min(1, "is required").max(255),
  unitPrice: cents.min(0).max(1_000_000_000),
  quantity: z.number().int().min(1).max(100_000),
  tangible: z.boolean(),
  externalRef: z.string().trim().max(255).optional(),
});

// Exactly these five strings: clients of this API shape send them and nothing else.
export const metadataSchema = z.strictObject({
  provider: z.string().max(255),
  user_email: z.string().max(255),
  order_id: z.string().max(255),
  checkout_url: z.string().max(2048),
  shop_url: z.string().max(2048),
});

const digits = (s: string) => s.replace(/\D/g, "");

// Raw card fields or a card hash from POST /v1/card-hashes (hosted pages). Never stored.
export const cardInputSchema = z
  .object({
    hash: z.string().min(10).max(200).optional(),
    number: z.string().transform(digits).pipe(z.string().min(12, "must have 12 to 19 digits").max(19, "must have 12 to 19 digits")).optional(),
    holderName: z.string().trim().min(2).max(100).optional(),
    expirationMonth: z.coerce.number().int().min(1).max(12).optional(),
    expirationYear: z.coerce.number().int().min(0).max(2100).optional(),
    cvv: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits").optional(),
  })
  .superRefine((c, ctx) => {
    if (c.hash) return;
    for (const f of ["number", "holderName", "expirationMonth", "expirationYear", "cvv"] as const)
      if (c[f] === undefined) ctx.addIssue({ code: "custom", path: [f], message: "is required unless card.hash is sent" });
  });

export const shippingSchema = z.object({
  address: addressSchema.optional(),
  fee: cents.min(0).max(100_000_000).default(0),
  deliveryDate: isoDate.optional(),
});

export const splitInputSchema = z.object({
  recipientId: idParam.pipe(z.number()),
  amount: positiveCents,
  chargeProcessingFee: z.boolean().optional(),
});

export const createTransactionSchema = z
  .object({
    amount: positiveCents,
    paymentMethod: z.enum(paymentMethods),
    customer: customerRequestSchema,
    items: z.array(itemSchema).min(1, "must have at least one item").max(100),
    metadata: metadataSchema,
    card: cardInputSchema.optional(),
    installments: z.number().int().min(1).max(12).optional(),
    pix: z.object({ expiresInSeconds: z.number().int().min(60).max(30 * 86400).default(3600) }).optional(),
    boleto: z.object({ expiresInDays: z.number().int().min(1).max(60).default(3), instructions: z.string().max(255).optional() }).optional(),
    shipping: shippingSchema.optional(),
    postbackUrl: httpUrl.optional(),
    traceable: z.boolean().default(false),
    ip: z.union([z.ipv4(), z.ipv6()]).optional(),
    externalRef: z.string().trim().max(255).optional(),
    splits: z.array(splitInputSchema).max(20).optional(),
  })
  .superRefine((t, ctx) => {
    const need = (field: "card" | "installments" | "pix" | "boleto") => {
      if (t[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: `is required when paymentMethod is ${t.paymentMethod}` });
    };
    if (t.paymentMethod === "credit_card") { need("card"); need("installments"); }
    if (t.paymentMethod === "pix") need("pix");
    if (t.paymentMethod === "boleto") need("boleto");
    const splitTotal = (t.splits ?? []).reduce((s, x) => s + x.amount, 0);
    if (splitTotal > t.amount) ctx.addIssue({ code: "custom", path: ["splits"], message: "split amounts sum to more than the transaction amount" });
  });

export type CreateTransactionInput = z.infer<typeof createTransactionSchema>;

export const listTransactionsQuerySchema = z.object({
  id: idParam.optional(),
  paymentMethods: commaList(z.enum(paymentMethods)).optional(),
  status: commaList(z.enum([...transactionStatuses, "pending_refund"])).optional(),
  deliveryStatus: commaList(z.enum(deliveryStatuses)).optional(),
  installments: commaList(z.coerce.number().int().min(1).max(12)).optional(),
  name: z.string().trim().min(1).max(255).optional(),
  email: z.string().trim().min(1).max(255).transform((e) => e.toLowerCase()).optional(),
  documentNumber: z.string().trim().min(1).max(20).transform((d) => d.replace(/[.\-/\s]/g, "")).optional(),
  phone: z.string().trim().min(1).max(30).transform(digits).optional(),
  traceable: queryBoolean.optional(),
  createdFrom: z.coerce.date().optional(),
  createdTo: z.coerce.date().optional(),
  ...pagingQuery,
});

export type ListTransactionsQuery = z.infer<typeof listTransactionsQuerySchema>;

// amount is any integer here: zero or negative is a business-rule 422 (invalid_amount), not a 400
export const refundSchema = z.object({ amount: cents.optional() });

export const updateDeliverySchema = z.object({
  status: z.enum(deliveryStatuses),
  trackingCode: z.string().trim().max(100).optional(),
});
