import { z } from "zod";

import { knownCardBrands } from "@/lib/formats/card-brand";

import {
  AddressSchema,
  addressSchema,
  cardYearSchema,
  cents,
  commaList,
  httpUrl,
  idParam,
  isoDate,
  orNull,
  pagingQuery,
  positiveCents,
  queryBoolean,
  queryDate,
  timestamp,
} from "./common";
import { customerRequestSchema, CustomerSchema } from "./customers";

export const paymentMethods = ["credit_card", "boleto", "pix"] as const;
export const transactionStatuses = [
  "processing",
  "authorized",
  "paid",
  "refunded",
  "waiting_payment",
  "refused",
  "chargedback",
  "canceled",
  "in_protest",
  "partially_paid",
] as const;
export const deliveryStatuses = ["waiting", "in_transit", "delivered"] as const;

export type PaymentMethod = (typeof paymentMethods)[number];
export type TransactionStatus = (typeof transactionStatuses)[number] | "pending_refund";

// The payer schema lives with the customers; re-exported for existing imports.
export { customerRequestSchema };

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

// Raw card fields, a card hash from POST /v1/card-hashes (hosted pages), or the id of a card on file
// (docs/api.md, Cards on file). The number and the CVV are never stored.
const CARD_FIELDS = ["number", "holderName", "expirationMonth", "expirationYear", "cvv"] as const;
export const cardInputSchema = z
  .object({
    id: z.number().int().positive().optional().meta({
      description:
        "a card on file (saved with reusable: true) of this payment's customer: send it with cvv if the payer gave one, and no other card field; another customer's card is a 404",
    }),
    hash: z.string().min(10).max(200).optional(),
    number: z
      .string()
      .transform(digits)
      .pipe(z.string().min(12, "must have 12 to 19 digits").max(19, "must have 12 to 19 digits"))
      .optional(),
    holderName: z.string().trim().min(2).max(100).optional(),
    expirationMonth: z.coerce.number().int().min(1).max(12).optional(),
    expirationYear: cardYearSchema.optional(),
    cvv: z
      .string()
      .regex(/^\d{3,4}$/, "must be 3 or 4 digits")
      .optional(),
    reusable: z.boolean().optional().meta({
      description:
        "true: keep the card on file (the acquirer's token, never the number); the answer's card.id charges it again as card: {id}",
    }),
  })
  .superRefine((c, ctx) => {
    if (c.id !== undefined) {
      for (const f of ["hash", ...CARD_FIELDS.filter((f) => f !== "cvv")] as const)
        if (c[f] !== undefined)
          ctx.addIssue({ code: "custom", path: [f], message: "send card.id alone (and card.cvv), not with card data" });
      return;
    }
    if (c.hash) return;
    for (const f of CARD_FIELDS)
      if (c[f] === undefined)
        ctx.addIssue({ code: "custom", path: [f], message: "is required unless card.hash or card.id is sent" });
  });

// Fine, interest and discount of a boleto (docs/api.md, Boletos): amounts in cents, percentages in
// percent with at most two decimals (2 = 2 %, 0.33 = 0.33 %); exactly one form of each.
const percent = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, {
      message: "at most two decimals",
    });
const exactlyOne =
  <T extends Record<string, unknown>>(keys: (keyof T & string)[]) =>
  (v: T, ctx: z.RefinementCtx) => {
    const given = keys.filter((k) => v[k] !== undefined);
    if (given.length !== 1) ctx.addIssue({ code: "custom", message: `send exactly one of ${keys.join(", ")}` });
  };
export const boletoInputSchema = z.object({
  expiresInDays: z.number().int().min(1).max(60).default(3),
  instructions: z.string().max(255).optional(),
  fine: z
    .object({ amount: z.number().int().positive().optional(), percentage: percent(20).optional() })
    .superRefine(exactlyOne(["amount", "percentage"]))
    .optional()
    .meta({ description: "charged once when paid after the due date: cents, or percent of the amount" }),
  interest: z
    .object({ amountPerDay: z.number().int().positive().optional(), monthlyPercentage: percent(20).optional() })
    .superRefine(exactlyOne(["amountPerDay", "monthlyPercentage"]))
    .optional()
    .meta({ description: "for each calendar day after the due date: cents a day, or percent a month (pro rata)" }),
  discount: z
    .object({
      amount: z.number().int().positive().optional(),
      percentage: percent(100).optional(),
      until: z.iso.date().meta({ description: "São Paulo date YYYY-MM-DD, on or before the due date" }),
    })
    .superRefine(exactlyOne(["amount", "percentage"]))
    .optional()
    .meta({ description: "paid on or before `until`, the amount less this settles the boleto in full" }),
});
export type BoletoInput = z.infer<typeof boletoInputSchema>;

// POST /v1/transactions/{id}/due-date: a waiting boleto's new due date (São Paulo, YYYY-MM-DD)
export const changeDueDateSchema = z.object({
  dueDate: z.iso.date().meta({ description: "from tomorrow to 60 days from today, São Paulo" }),
});

// A Pix charge's lifetime: the seed spec's expiresInSeconds, or the minutes/days some clients send;
// exactly one of them (none: one hour). All become expiresInSeconds, 60 s to 30 days.
const PIX_MAX_SECONDS = 30 * 86400;
const PIX_UNITS = { expiresInSeconds: 1, expiresInMinutes: 60, expiresInDays: 86400 } as const;
export const pixInputSchema = z
  .object({
    expiresInSeconds: z.number().int().min(60).max(PIX_MAX_SECONDS).optional(),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(PIX_MAX_SECONDS / 60)
      .optional(),
    expiresInDays: z
      .number()
      .int()
      .min(1)
      .max(PIX_MAX_SECONDS / 86400)
      .optional(),
  })
  .superRefine((p, ctx) => {
    const sent = (Object.keys(PIX_UNITS) as (keyof typeof PIX_UNITS)[]).filter((k) => p[k] !== undefined);
    if (sent.length > 1)
      for (const k of sent.slice(1))
        ctx.addIssue({
          code: "custom",
          path: [k],
          message: `send one of expiresInSeconds, expiresInMinutes or expiresInDays, not ${sent.join(" and ")}`,
        });
  })
  .transform((p) => {
    const unit = (Object.keys(PIX_UNITS) as (keyof typeof PIX_UNITS)[]).find((k) => p[k] !== undefined);
    return { expiresInSeconds: unit ? p[unit]! * PIX_UNITS[unit] : 3600 };
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
    capture: z.boolean().optional().meta({
      description:
        "credit_card: `false` authorizes only (`authorized`: the amount is held, nothing is paid) until `POST /v1/transactions/{id}/capture`; default `true`",
    }),
    pix: pixInputSchema.optional(),
    boleto: boletoInputSchema.optional(),
    shipping: shippingSchema.optional(),
    postbackUrl: httpUrl.optional(),
    traceable: z.boolean().default(false),
    ip: z.union([z.ipv4(), z.ipv6()]).optional(),
    externalRef: z.string().trim().max(255).optional(),
    splits: z.array(splitInputSchema).max(20).optional(),
  })
  .superRefine((t, ctx) => {
    const need = (field: "card" | "installments" | "pix" | "boleto") => {
      if (t[field] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `is required when paymentMethod is ${t.paymentMethod}`,
        });
    };
    if (t.paymentMethod === "credit_card") {
      need("card");
      need("installments");
    }
    if (t.paymentMethod === "pix") need("pix");
    if (t.paymentMethod === "boleto") need("boleto");
    if (t.capture === false && t.paymentMethod !== "credit_card")
      ctx.addIssue({
        code: "custom",
        path: ["capture"],
        message: "only a credit_card payment can be authorized without capture",
      });
    const splitTotal = (t.splits ?? []).reduce((s, x) => s + x.amount, 0);
    if (splitTotal > t.amount)
      ctx.addIssue({
        code: "custom",
        path: ["splits"],
        message: "split amounts sum to more than the transaction amount",
      });
  });

export type CreateTransactionInput = z.infer<typeof createTransactionSchema>;

// the brands a card can be filtered by: the ones lib/formats/card-brand.ts names
export const cardBrands = knownCardBrands;
export const transactionSorts = ["-createdAt", "createdAt", "-amount", "amount"] as const;
export type TransactionSort = (typeof transactionSorts)[number];

export const listTransactionsQuerySchema = z.object({
  id: idParam.optional(),
  paymentMethods: commaList(z.enum(paymentMethods)).optional(),
  status: commaList(z.enum([...transactionStatuses, "pending_refund"])).optional(),
  deliveryStatus: commaList(z.enum(deliveryStatuses)).optional(),
  installments: commaList(z.coerce.number().int().min(1).max(12)).optional(),
  name: z.string().trim().min(1).max(255).optional(),
  email: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .transform((e) => e.toLowerCase())
    .optional(),
  documentNumber: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((d) => d.replace(/[.\-/\s]/g, "").toUpperCase())
    .optional(),
  phone: z.string().trim().min(1).max(30).transform(digits).optional(),
  traceable: queryBoolean.optional(),
  // transactions created through one payment link (its hosted checkout)
  paymentLinkId: idParam.optional(),
  createdFrom: queryDate.optional(),
  createdTo: queryDate.optional(),
  /** amount (cents) from and to, inclusive */
  amountFrom: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  amountTo: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  cardBrand: z.enum(cardBrands).optional(),
  cardLastDigits: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "must be the card's last 4 digits")
    .optional(),
  /** newest first by default; `amount`/`-amount` by amount (ties newest first) */
  sort: z.enum(transactionSorts).default("-createdAt"),
  ...pagingQuery,
});

export type ListTransactionsQuery = z.infer<typeof listTransactionsQuerySchema>;

// amount is any integer here: zero or negative is a business-rule 422 (invalid_amount), not a 400
export const refundSchema = z.object({ amount: cents.optional() });

/** POST /v1/transactions/{id}/capture: all that was authorized, or `amount` of it (once; the rest is released). */
export const captureSchema = z.object({ amount: positiveCents.optional() });

export const updateDeliverySchema = z.object({
  status: z.enum(deliveryStatuses),
  trackingCode: z.string().trim().max(100).optional(),
});

// Sandbox: POST /v1/transactions/{id}/sandbox/pay; an amount below the boleto's makes it partially_paid.
export const sandboxPaySchema = z.object({ amount: cents.optional() });

// ── Public shapes (what the API answers; lib/domain/transactions/serialize.ts returns z.infer of these) ──

export const RefundSchema = z
  .object({ id: z.number().int(), amount: z.number().int(), createdAt: timestamp })
  .meta({ id: "Refund" });

export const FeeSchema = z
  .object({
    fixedAmount: z.number().int().meta({ description: "cents" }),
    spreadPercentage: z.number().int().meta({
      description:
        "whole percent, rounded (3.99% answers 4), installment surcharge included; the exact rate is spreadBasisPoints",
    }),
    spreadBasisPoints: z
      .number()
      .int()
      .meta({ description: "the exact rate in hundredths of a percent (399 = 3.99%), installment surcharge included" }),
    estimatedFee: z.number().int().meta({ description: "cents" }),
    netAmount: z.number().int().meta({ description: "amount − estimatedFee, cents" }),
  })
  .meta({ id: "Fee" });

export const CardSchema = z
  .object({
    id: z.number().int(),
    brand: z.string().meta({ example: "visa" }),
    firstDigits: z.string().meta({ example: "411111" }),
    lastDigits: z.string().meta({ example: "1111" }),
    holderName: z.string(),
    expirationMonth: z.number().int(),
    expirationYear: z.number().int(),
    reusable: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: "Card", description: "What is kept of a card: never the number or the CVV." });

export const PixChargeSchema = z
  .object({
    qrcode: z.string().meta({ description: "EMV BR Code (Pix copia e cola)" }),
    expirationDate: timestamp,
    end2EndId: z.string().optional().meta({ description: "present once paid" }),
    txid: z
      .string()
      .optional()
      .meta({ description: "the charge's txid at the Pix provider (API Pix), derived from the transaction" }),
    location: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "the provider's payload location (host and path, no scheme)" }),
  })
  .meta({ id: "PixCharge" });

export const BoletoChargeSchema = z
  .object({
    barcode: z.string().meta({ description: "44 digits" }),
    digitableLine: z.string().meta({ description: "linha digitável, 47 digits" }),
    expirationDate: z.iso.date(),
    instructions: z.string(),
    url: z.string().meta({ description: "printable hosted boleto; with Accept: application/pdf, the PDF" }),
    bank: z.string().optional().meta({ description: "the collecting bank's code (001, 341, 237)" }),
    nossoNumero: z.string().optional().meta({ description: "the bank's number of the boleto, as printed" }),
    agencyAccount: z.string().optional().meta({ description: "agência / código do beneficiário, as printed" }),
    wallet: z.string().optional().meta({ description: "the agreement's carteira" }),
    fine: z.object({ amount: z.number().int().optional(), percentage: z.number().optional() }).optional(),
    interest: z
      .object({ amountPerDay: z.number().int().optional(), monthlyPercentage: z.number().optional() })
      .optional(),
    discount: z
      .object({ amount: z.number().int().optional(), percentage: z.number().optional(), until: z.string() })
      .optional(),
    pixQrCode: z.string().optional().meta({
      description: "boleto híbrido: the BR Code of a Pix with the same due date; whichever is paid first settles",
    }),
    // what the bank's retornos said, on GET /v1/transactions/{id} (boletos of the CNAB 240 rail)
    registration: z.enum(["pending", "registered", "rejected", "written_off"]).optional().meta({
      description:
        "GET /v1/transactions/{id}: the boleto at its bank: pending (its registration not yet confirmed by a retorno), registered, rejected, written_off",
    }),
    bankFee: z.number().int().nullable().optional().meta({
      description: "GET /v1/transactions/{id}: cents the bank charged (tarifa) to collect it, as its retorno said",
    }),
    paidDate: z.iso.date().nullable().optional().meta({
      description: "GET /v1/transactions/{id}: the São Paulo day the payer paid it, as the bank's retorno said",
    }),
    creditDate: z.iso
      .date()
      .nullable()
      .optional()
      .meta({ description: "GET /v1/transactions/{id}: the day the bank credits the payment to the account" }),
    rejectReason: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "GET /v1/transactions/{id}: why the bank rejected its registration, in its words" }),
    note: z.string().nullable().optional().meta({
      description:
        "GET /v1/transactions/{id}: what the merchant should look into: a payment of a boleto no longer waiting (to return to the payer), or charges the bank reported differently from the boleto's terms",
    }),
  })
  .meta({ id: "BoletoCharge" });
export type BoletoCharge = z.infer<typeof BoletoChargeSchema>;

export const TransactionSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int().meta({ description: "cents" }),
    refundedAmount: z.number().int(),
    paidAmount: z.number().int().meta({
      description:
        "cents received: the amount once paid, less for a partially paid boleto or a card captured in part, 0 before payment",
    }),
    authorizedAmount: z.number().int().nullable().meta({
      description: "credit_card: cents the acquirer authorized (held until captured); null for Pix and boleto",
    }),
    companyId: z.number().int(),
    installments: z.number().int(),
    paymentMethod: z.enum(paymentMethods),
    status: z.enum([...transactionStatuses, "pending_refund"]),
    postbackUrl: z.string().nullable(),
    metadata: metadataSchema,
    traceable: z.boolean(),
    secureId: z.string(),
    secureUrl: z.string().meta({ description: "hosted page of this transaction" }),
    createdAt: timestamp,
    updatedAt: timestamp,
    paidAt: timestamp.nullable(),
    ip: z.string().nullable(),
    externalRef: z.string().nullable(),
    customer: CustomerSchema,
    address: orNull(AddressSchema),
    card: orNull(CardSchema),
    boleto: orNull(BoletoChargeSchema),
    pix: orNull(PixChargeSchema),
    shipping: z
      .object({ address: AddressSchema.optional(), fee: z.number().int(), deliveryDate: z.string().optional() })
      .nullable(),
    delivery: z.object({ status: z.enum(deliveryStatuses), trackingCode: z.string().nullable() }).nullable(),
    refusedReason: z.string().nullable().meta({
      description:
        "card_declined, insufficient_funds, expired_card, invalid_cvv, suspected_fraud, do_not_honor, processing_error",
    }),
    acquirerName: z
      .string()
      .nullable()
      .meta({ description: "the card acquirer that answered (cielo); null for Pix and boleto" }),
    acquirerResponseCode: z
      .string()
      .nullable()
      .meta({ description: "the acquirer's raw return code (Cielo's ReturnCode), as it sent it" }),
    acquirerResponseMessage: z.string().nullable().meta({ description: "the acquirer's message for its return code" }),
    tid: z.string().nullable().meta({ description: "the acquirer's transaction id (TID)" }),
    nsu: z.string().nullable().meta({ description: "the acquirer's proof of sale (NSU)" }),
    authorizationCode: z.string().nullable().meta({ description: "the issuer's authorization code" }),
    items: z.array(
      z.object({
        title: z.string(),
        unitPrice: z.number().int(),
        quantity: z.number().int(),
        tangible: z.boolean(),
        externalRef: z.string().nullable(),
      }),
    ),
    splits: z.array(
      z.object({
        recipientId: z.number().int(),
        amount: z.number().int(),
        netAmount: z.number().int(),
        chargeProcessingFee: z.boolean(),
      }),
    ),
    refunds: z.array(RefundSchema),
    fee: FeeSchema,
  })
  .meta({ id: "Transaction" });

export type Transaction = z.infer<typeof TransactionSchema>;
export type Card = z.infer<typeof CardSchema>;
