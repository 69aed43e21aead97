import { z } from "zod";

import { httpUrl, idParam, orNull, pagingQuery, positiveCents, timestamp } from "./common";
import { type PaymentMethod, paymentMethods } from "./transactions";

export const paymentLinkStatuses = ["active", "inactive", "deleted"] as const;

// Every setting is optional on input: creation fills the defaults below and updates merge
// deeply into what is stored, so `{ settings: { pix: { enabled: false } } }` changes one flag.
// `expiresInDays: 0` asks for the method's default (clients send 0 for "not set"): it is stored and
// answered as that default's number of days (mergePaymentLinkSettings).
const expiringMethod = (maxDays: number) =>
  z.object({
    enabled: z.boolean().optional(),
    expiresInDays: z
      .number()
      .int()
      .min(0)
      .max(maxDays)
      .optional()
      .meta({ description: "days; 0 = the method's default (pix 1, boleto 3)" }),
  });

export const paymentLinkSettingsSchema = z.object({
  defaultPaymentMethod: z.enum(paymentMethods).optional(),
  requestAddress: z.boolean().optional(),
  requestPhone: z.boolean().optional(),
  requestDocument: z.boolean().optional(),
  traceable: z.boolean().optional(),
  boleto: expiringMethod(60).optional(),
  pix: expiringMethod(30).optional(),
  card: z
    .object({
      enabled: z.boolean().optional(),
      freeInstallments: z.number().int().min(1).max(12).optional(),
      maxInstallments: z.number().int().min(1).max(12).optional(),
      interestPaidByPayer: z.boolean().optional().meta({
        description:
          "installments above freeInstallments carry interest the payer pays (the company's monthly rate, Price table); false: the price is the same in any number of installments",
      }),
      saveCard: z.boolean().optional().meta({
        description:
          "true: the hosted checkout offers the payer to keep the card on file for this company (default false); the saved card is listed under the customer and charged again only through the API",
      }),
    })
    .optional(),
});

export type PaymentLinkSettingsInput = z.infer<typeof paymentLinkSettingsSchema>;

export type PaymentLinkSettings = {
  defaultPaymentMethod: PaymentMethod;
  requestAddress: boolean;
  requestPhone: boolean;
  requestDocument: boolean;
  traceable: boolean;
  boleto: { enabled: boolean; expiresInDays: number };
  pix: { enabled: boolean; expiresInDays: number };
  card: {
    enabled: boolean;
    freeInstallments: number;
    maxInstallments: number;
    interestPaidByPayer: boolean;
    saveCard: boolean;
  };
};

export const DEFAULT_PAYMENT_LINK_SETTINGS: PaymentLinkSettings = {
  defaultPaymentMethod: "credit_card",
  requestAddress: false,
  requestPhone: false,
  requestDocument: true,
  traceable: false,
  boleto: { enabled: true, expiresInDays: 3 },
  pix: { enabled: true, expiresInDays: 1 },
  card: { enabled: true, freeInstallments: 1, maxInstallments: 12, interestPaidByPayer: false, saveCard: false },
};

const METHOD_KEY = { credit_card: "card", pix: "pix", boleto: "boleto" } as const;
// preference when the default method has to be chosen: instant ones first
const METHOD_PREFERENCE = ["credit_card", "pix", "boleto"] as const;

// Deep merge of input over a base. When the default method is not enabled (turned off, or named
// while off, as the official clients' own example payloads do), the first enabled method (card,
// pix, boleto) becomes the default: accepted rather than refused, and the answer says what the
// payer will see first.
export function mergePaymentLinkSettings(
  base: PaymentLinkSettings,
  input: PaymentLinkSettingsInput = {},
): PaymentLinkSettings {
  const merged: PaymentLinkSettings = {
    ...base,
    ...withoutUndefined({ ...input, boleto: undefined, pix: undefined, card: undefined }),
    boleto: defaultExpiry(
      { ...base.boleto, ...withoutUndefined(input.boleto ?? {}) },
      DEFAULT_PAYMENT_LINK_SETTINGS.boleto,
    ),
    pix: defaultExpiry({ ...base.pix, ...withoutUndefined(input.pix ?? {}) }, DEFAULT_PAYMENT_LINK_SETTINGS.pix),
    card: { ...base.card, ...withoutUndefined(input.card ?? {}) },
  };
  // the hosted page always asks for the CPF/CNPJ (docs/checkout.md, "Decision"): kept for
  // compatibility, never stored or answered as false
  merged.requestDocument = true;
  if (!merged[METHOD_KEY[merged.defaultPaymentMethod]].enabled)
    merged.defaultPaymentMethod =
      METHOD_PREFERENCE.find((m) => merged[METHOD_KEY[m]].enabled) ?? merged.defaultPaymentMethod;
  return merged;
}

// 0 days means the method's default: the answer shows the days the payer will get.
function defaultExpiry<T extends { expiresInDays: number }>(method: T, defaults: { expiresInDays: number }): T {
  return method.expiresInDays === 0 ? { ...method, expiresInDays: defaults.expiresInDays } : method;
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// Rules on the whole (merged) settings; paths are relative to the request body.
export function paymentLinkSettingsIssues(s: PaymentLinkSettings): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!s.card.enabled && !s.pix.enabled && !s.boleto.enabled)
    issues.push({ path: "settings", message: "at least one payment method (card, pix or boleto) must be enabled" });
  if (s.card.freeInstallments > s.card.maxInstallments)
    issues.push({ path: "settings.card.freeInstallments", message: "cannot be above maxInstallments" });
  return issues;
}

// The last segment of the public URL: kept as sent ("MinhaLoja_2026"), but unique and looked up
// whatever the case (the database's unique index is on lower(alias), migration 0007).
export const aliasSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,64}$/, "must be 3 to 64 letters (without accents), digits, hyphens or underscores");

// A share of each payment for a recipient, in whole percent of the price (quantity × amount, before
// any installment interest, which stays with the company).
export const linkSplitSchema = z.object({
  recipientId: idParam.pipe(z.number()),
  percentage: z.number().int().min(1).max(100),
  chargeProcessingFee: z.boolean().optional(),
});
export type LinkSplit = { recipientId: number; percentage: number; chargeProcessingFee: boolean };

export const MAX_LINK_QUANTITY = 100;

export const paymentLinkFieldsSchema = z.object({
  alias: aliasSchema.optional(),
  title: z.string().trim().min(1, "is required").max(255),
  amount: positiveCents,
  status: z.enum(["active", "inactive"]).optional(),
  settings: paymentLinkSettingsSchema.optional(),
  description: orNull(z.string().trim().max(2000)).optional(),
  maxQuantity: z.number().int().min(1).max(MAX_LINK_QUANTITY).optional(),
  expiresAt: orNull(z.iso.datetime({ offset: true })).optional(),
  maxPayments: orNull(z.number().int().min(1).max(1_000_000)).optional(),
  redirectUrl: orNull(httpUrl).optional(),
  splits: orNull(z.array(linkSplitSchema).max(10)).optional(),
});

// Splits on the whole: each recipient once, and the partners' percentages within the price.
function splitIssues(splits: z.infer<typeof linkSplitSchema>[] | null | undefined, ctx: z.RefinementCtx) {
  if (!splits) return;
  const seen = new Set<number>();
  splits.forEach((split, index) => {
    if (seen.has(split.recipientId))
      ctx.addIssue({ code: "custom", path: ["splits", index, "recipientId"], message: "appears twice" });
    seen.add(split.recipientId);
  });
  const total = splits.reduce((sum, s) => sum + s.percentage, 0);
  if (total > 100) ctx.addIssue({ code: "custom", path: ["splits"], message: "percentages add up to more than 100" });
  if (total === 100 && !splits.some((s) => s.chargeProcessingFee))
    ctx.addIssue({
      code: "custom",
      path: ["splits"],
      message: "give 100 % away only with a recipient that pays the processing fee (chargeProcessingFee)",
    });
}

export const createPaymentLinkSchema = paymentLinkFieldsSchema.superRefine((link, ctx) => {
  for (const issue of paymentLinkSettingsIssues(mergePaymentLinkSettings(DEFAULT_PAYMENT_LINK_SETTINGS, link.settings)))
    ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
  splitIssues(link.splits, ctx);
});

// PUT and PATCH: any subset; the merged settings are checked again (update-payment-link.ts).
export const updatePaymentLinkSchema = paymentLinkFieldsSchema.partial().superRefine((link, ctx) => {
  splitIssues(link.splits, ctx);
});

export type CreatePaymentLinkInput = z.infer<typeof createPaymentLinkSchema>;
export type UpdatePaymentLinkInput = z.infer<typeof updatePaymentLinkSchema>;

export const listPaymentLinksQuerySchema = z.object({
  status: z.enum(["active", "inactive"]).optional(),
  ...pagingQuery,
});

const SettingsSchema = z
  .object({
    defaultPaymentMethod: z.enum(paymentMethods),
    requestAddress: z.boolean(),
    requestPhone: z.boolean(),
    requestDocument: z.boolean(),
    traceable: z.boolean(),
    boleto: z.object({
      enabled: z.boolean(),
      expiresInDays: z
        .number()
        .int()
        .min(1)
        .meta({ description: "days until the boleto falls due (the default, 3, when 0 was sent)" }),
    }),
    pix: z.object({
      enabled: z.boolean(),
      expiresInDays: z
        .number()
        .int()
        .min(1)
        .meta({ description: "days the Pix QR code is valid (the default, 1, when 0 was sent)" }),
    }),
    card: z.object({
      enabled: z.boolean(),
      freeInstallments: z.number().int(),
      maxInstallments: z.number().int(),
      interestPaidByPayer: z.boolean(),
      saveCard: z.boolean().meta({ description: "the hosted checkout offers to keep the card on file" }),
    }),
  })
  .meta({ id: "PaymentLinkSettings" });

export const PaymentLinkSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    alias: z.string().meta({ description: "as sent (case kept); unique and resolved whatever the case" }),
    title: z.string(),
    amount: z.number().int(),
    status: z.enum(paymentLinkStatuses),
    url: z.string().meta({ description: "public checkout: PUBLIC_BASE_URL/pay/{alias}" }),
    settings: SettingsSchema,
    description: orNull(z.string()),
    imageUrl: orNull(z.string().meta({ description: "the image as served (WebP, cached for good), or null" })),
    maxQuantity: z.number().int().meta({ description: "units a payer may buy at once (1: no quantity selector)" }),
    expiresAt: orNull(timestamp),
    maxPayments: orNull(z.number().int()),
    paymentsLeft: orNull(
      z.number().int().meta({ description: "places left under maxPayments (paid and pending payments hold one)" }),
    ),
    redirectUrl: orNull(z.string()),
    splits: z.array(
      z.object({ recipientId: z.number().int(), percentage: z.number().int(), chargeProcessingFee: z.boolean() }),
    ),
    sales: z
      .object({
        count: z.number().int().meta({ description: "payments kept (status paid)" }),
        amount: z.number().int().meta({ description: "cents kept of them: paid − refunded" }),
      })
      .meta({ description: "what the link sold" }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "PaymentLink" });
