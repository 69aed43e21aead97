import { z } from "zod";

import { BalanceSchema } from "./balance";
import { RecipientBankAccountSchema, recipientBankAccountSchema } from "./bank-accounts";
import { orNull, pagingQuery, timestamp } from "./common";
import { TaxDocumentSchema, taxDocumentSchema } from "./tax-document";

// Automatic transfers (lib/domain/transfers/transfer-schedule.ts): manual, or daily / weekly / monthly.
export const transferIntervals = ["manual", "daily", "weekly", "monthly"] as const;

// Each setting is optional so that updates can change one of them; creation fills the rest
// with defaults (transfers enabled, no automatic anticipation, 0%).
export const transferSettingsSchema = z.object({
  transferEnabled: z.boolean().optional(),
  automaticAnticipationEnabled: z.boolean().optional(),
  anticipatableVolumePercentage: z.number().int("must be an integer").min(0).max(100).optional(),
  // automatic transfers of the available balance (lib/domain/transfers/transfer-schedule.ts)
  transferInterval: z.enum(transferIntervals).optional(),
  transferDay: z.number().int("must be an integer").min(0).max(28).optional(),
  transferMinimumAmount: z.number().int("must be an integer").min(0).max(1_000_000_000).optional(),
});

export const createRecipientSchema = z.object({
  legalName: z.string().trim().min(1, "is required").max(50, "must have at most 50 characters"),
  email: z
    .email("must be a valid email")
    .max(255)
    .transform((e) => e.toLowerCase())
    .optional(),
  document: taxDocumentSchema,
  transferSettings: transferSettingsSchema,
  bankAccount: recipientBankAccountSchema,
});

// PUT/PATCH: any subset (absent = unchanged; an e-mail sent as null is removed). A bankAccount adds
// a new account (the one transfers use from then on); the document cannot change (update-recipient.ts).
export const updateRecipientSchema = createRecipientSchema
  .extend({ email: createRecipientSchema.shape.email.unwrap().nullable() })
  .partial();

export type CreateRecipientInput = z.infer<typeof createRecipientSchema>;
export type UpdateRecipientInput = z.infer<typeof updateRecipientSchema>;

export const listRecipientsQuerySchema = z.object({
  documentNumber: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((d) => d.replace(/\D/g, ""))
    .optional(),
  ...pagingQuery,
});

export const RecipientSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    tenantId: z.number().int(),
    legalName: z.string(),
    email: z.string().nullable(),
    document: TaxDocumentSchema,
    transferSettings: z.object({
      transferEnabled: z.boolean(),
      automaticAnticipationEnabled: z.boolean(),
      anticipatableVolumePercentage: z.number().int(),
      transferInterval: z.enum(transferIntervals),
      transferDay: z.number().int(),
      transferMinimumAmount: z.number().int(),
      nextAutomaticTransferOn: z.string().nullable().meta({ description: "YYYY-MM-DD (São Paulo), null when manual" }),
    }),
    bankAccount: orNull(RecipientBankAccountSchema),
    isDefault: z.boolean(),
    balance: BalanceSchema.omit({ recipientId: true }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Recipient" });
