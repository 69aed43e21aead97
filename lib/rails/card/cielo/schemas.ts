import "server-only";

import { z } from "zod";

// The messages of Cielo's e-commerce API 3.0 that Colmeia uses, written from its public manual
// (docs/rails.md, "Card rail (Cielo API 3.0)"). Two families, as in the API Pix connector:
// - what we SEND is strict (z.strictObject, the manual's lengths and characters): a request Cielo
//   would refuse never leaves, and the built-in Cielo server refuses it too (400 and the manual's
//   error codes);
// - what we ACCEPT is lenient (z.looseObject): the manual warns that answers gain fields at any
//   time, and it contradicts itself on some keys (query by order: `Payment` or `Payments`,
//   `ReceveidDate` or `ReceivedDate`; tokenization: `Links` an object or an array), so only what
//   Colmeia reads is checked, and both spellings are taken.

/** MerchantOrderId: letters and digits only, at most 50 (the manual's sale table). */
export const MERCHANT_ORDER_ID = /^[A-Za-z0-9]{1,50}$/;
/** PaymentId, CardToken, MerchantId, RequestId: a GUID (lower case as Cielo writes them, any case taken). */
export const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** SoftDescriptor: at most 13, no special characters. */
export const SOFT_DESCRIPTOR = /^[A-Za-z0-9 ]{1,13}$/;
/** Holder: at most 25, letters only (error 214), spaces between names. */
export const HOLDER = /^[A-Za-z][A-Za-z ]{0,24}$/;
export const EXPIRATION_DATE = /^(0[1-9]|1[0-2])\/\d{4}$/;

/** The brands the manual lists for Payment.CreditCard.Brand (the English manual adds Hiper). */
export const CIELO_BRANDS = [
  "Visa",
  "Master",
  "Amex",
  "Elo",
  "Aura",
  "JCB",
  "Diners",
  "Discover",
  "Hipercard",
  "Hiper",
] as const;
export type CieloBrand = (typeof CIELO_BRANDS)[number];

const guid = z.string().regex(GUID, "must be a GUID");
const cents = z.number().int().min(1).max(999_999_999_999_999);
const brand = z.enum(CIELO_BRANDS);

// ─── What we send ────────────────────────────────────────────────────────────────────────────

const cardNumberFields = {
  CardNumber: z.string().regex(/^\d{12,19}$/, "CardNumber must be 12 to 19 digits"),
  Holder: z.string().regex(HOLDER, "Holder must be letters only, at most 25"),
  ExpirationDate: z.string().regex(EXPIRATION_DATE, "ExpirationDate must be MM/YYYY"),
};
const securityCode = z.string().regex(/^\d{3,4}$/, "SecurityCode must be 3 or 4 digits");

// Payment.CreditCard: the card itself, or a token of a card on file (CardToken replaces number,
// holder and expiry; the CVV may still be sent).
const creditCardSchema = z.union([
  z.strictObject({
    ...cardNumberFields,
    SecurityCode: securityCode.optional(),
    Brand: brand,
    SaveCard: z.boolean().optional(),
  }),
  z.strictObject({ CardToken: guid, SecurityCode: securityCode.optional(), Brand: brand }),
]);

// POST /1/sales/: a credit card sale (authorization, captured at once when Capture is true).
export const saleRequestSchema = z.strictObject({
  MerchantOrderId: z.string().regex(MERCHANT_ORDER_ID, "MerchantOrderId must be 1 to 50 letters or digits"),
  Customer: z.strictObject({
    Name: z.string().min(1).max(255),
    Identity: z
      .string()
      .regex(/^\d{11}$|^\d{14}$/, "Identity must be a CPF or a CNPJ")
      .optional(),
    IdentityType: z.enum(["CPF", "CNPJ"]).optional(),
  }),
  Payment: z.strictObject({
    Type: z.literal("CreditCard"),
    Amount: cents,
    Installments: z.number().int().min(1).max(99),
    Capture: z.boolean(),
    SoftDescriptor: z.string().regex(SOFT_DESCRIPTOR, "SoftDescriptor must be at most 13 letters or digits").optional(),
    CreditCard: creditCardSchema,
  }),
});
export type SaleRequest = z.infer<typeof saleRequestSchema>;

// POST /1/card/: a card kept on file. The manual's table names the first field `Name`, its
// example `CustomerName`: we send the example's key (what the API answers to).
export const tokenizeRequestSchema = z.strictObject({
  CustomerName: z.string().min(1).max(255),
  ...cardNumberFields,
  Brand: brand,
});
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>;

// The query parameters we send: ?amount= on capture and void (cents), ?merchantOrderId= on a query.
export const amountQuerySchema = z.strictObject({ amount: z.string().regex(/^[1-9]\d{0,14}$/) });
export const orderQuerySchema = z.strictObject({ merchantOrderId: z.string().regex(MERCHANT_ORDER_ID) });

// ─── What we accept ──────────────────────────────────────────────────────────────────────────

// Codes and messages travel as strings; some answers carry numbers where the manual says text
// (ReturnCode "4" / 4): both are read as strings.
const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.nullish().transform((v) => v ?? null);
const amount = z.number().int().min(0);

const linkSchema = z.looseObject({ Method: z.string().optional(), Rel: z.string().optional(), Href: z.string() });

/** The Payment node of a sale, a query by PaymentId: what Colmeia reads of it. */
export const paymentAnswerSchema = z.looseObject({
  PaymentId: guid,
  Type: z.string().optional(),
  Amount: amount,
  CapturedAmount: amount.nullish(),
  VoidedAmount: amount.nullish(),
  Installments: z.number().int().optional(),
  Status: z.number().int(),
  ReturnCode: optionalText,
  ReturnMessage: optionalText,
  Tid: optionalText,
  ProofOfSale: optionalText,
  AuthorizationCode: optionalText,
  ReceivedDate: z.string().optional(),
  CreditCard: z
    .looseObject({
      CardNumber: z.string().optional(),
      Brand: z.string().optional(),
      CardToken: guid.nullish(),
    })
    .optional(),
  Links: z.array(linkSchema).optional(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

// The answer to POST /1/sales/ (201) and to GET /1/sales/{PaymentId} (200): the order and its payment.
export const saleAnswerSchema = z.looseObject({
  MerchantOrderId: z.string(),
  Customer: z.looseObject({ Name: z.string().optional() }).optional(),
  Payment: paymentAnswerSchema,
});
export type SaleAnswer = z.infer<typeof saleAnswerSchema>;

// The answer to PUT …/capture and …/void: the payment's new state, without the order.
export const updateAnswerSchema = z.looseObject({
  Status: z.number().int(),
  ReturnCode: optionalText,
  ReturnMessage: optionalText,
  Tid: optionalText,
  ProofOfSale: optionalText,
  AuthorizationCode: optionalText,
  ReasonCode: z.number().int().optional(),
  ReasonMessage: z.string().optional(),
  ProviderReturnCode: optionalText.optional(),
  ProviderReturnMessage: optionalText.optional(),
  Links: z.array(linkSchema).optional(),
});
export type UpdateAnswer = z.infer<typeof updateAnswerSchema>;

// GET /1/sales?merchantOrderId=: the payments of an order. The manual answers `Payment` (an array)
// with `ReceveidDate` (sic); the live API is reported to answer `Payments`; either is taken.
const orderPaymentSchema = z
  .looseObject({ PaymentId: guid, ReceveidDate: z.string().optional(), ReceivedDate: z.string().optional() })
  .transform((p) => ({ PaymentId: p.PaymentId, receivedDate: p.ReceivedDate ?? p.ReceveidDate ?? null }));
export const orderAnswerSchema = z
  .looseObject({ Payment: z.array(orderPaymentSchema).optional(), Payments: z.array(orderPaymentSchema).optional() })
  .transform((a) => a.Payments ?? a.Payment ?? []);

// POST /1/card/: the token. `Links` is a single object in the manual's example, an array elsewhere.
export const tokenizeAnswerSchema = z.looseObject({
  CardToken: guid,
  Links: z.union([linkSchema, z.array(linkSchema)]).optional(),
});

// Every 4xx of the API: an array of {Code, Message} (e.g. [{"Code": 126, "Message": "Credit Card
// Expiration Date is invalid"}]).
export const errorAnswerSchema = z.array(
  z.looseObject({ Code: z.union([z.number().int(), z.string()]), Message: z.string().optional() }),
);
export type CieloErrors = z.infer<typeof errorAnswerSchema>;
